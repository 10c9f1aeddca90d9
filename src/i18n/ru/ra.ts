import type { TranslationMessages } from 'ra-core';

/**
 * Russian translation of react-admin's built-in interface messages.
 *
 * Mirrors the key set of `ra-language-english` exactly (checked by tests/i18n/raKeys.test.ts).
 * Plural messages use polyglot's three Russian forms: one (1, 21, 31…) |||| few (2–4, 22–24…)
 * |||| many (0, 5–20, 25…). The "one" form is also used for 21, 31…, so it always carries
 * `%{smart_count}`. `%{name}` in bulk messages is the resource label already inflected for
 * `smart_count`, so it is placed right after the number, in the nominative.
 */
export const raRu = {
  ra: {
    action: {
      add_filter: 'Добавить фильтр',
      add: 'Добавить',
      back: 'Назад',
      bulk_actions:
        'Выбран %{smart_count} элемент |||| Выбрано %{smart_count} элемента |||| Выбрано %{smart_count} элементов',
      cancel: 'Отмена',
      clear_array_input: 'Очистить список',
      clear_input_value: 'Очистить значение',
      clone: 'Дублировать',
      confirm: 'Подтвердить',
      create: 'Создать',
      create_item: 'Создать «%{item}»',
      delete: 'Удалить',
      edit: 'Редактировать',
      export: 'Экспорт',
      list: 'Список',
      refresh: 'Обновить',
      remove_filter: 'Убрать этот фильтр',
      remove_all_filters: 'Убрать все фильтры',
      remove: 'Удалить',
      reset: 'Сбросить',
      save: 'Сохранить',
      search: 'Поиск',
      search_columns: 'Поиск столбцов',
      select_all: 'Выбрать все',
      select_all_button: 'Выбрать все',
      select_row: 'Выбрать эту строку',
      show: 'Просмотр',
      sort: 'Сортировать',
      undo: 'Отменить',
      unselect: 'Снять выделение',
      expand: 'Развернуть',
      close: 'Закрыть',
      open_menu: 'Открыть меню',
      close_menu: 'Закрыть меню',
      update: 'Обновить',
      move_up: 'Переместить вверх',
      move_down: 'Переместить вниз',
      open: 'Открыть',
      toggle_theme: 'Переключить светлую/тёмную тему',
      select_columns: 'Столбцы',
      update_application: 'Перезагрузить приложение',
    },
    boolean: {
      true: 'Да',
      false: 'Нет',
      null: ' ',
    },
    page: {
      create: 'Создание: %{name}',
      dashboard: 'Панель управления',
      edit: '%{name} %{recordRepresentation}',
      error: 'Что-то пошло не так',
      list: '%{name}',
      loading: 'Загрузка',
      not_found: 'Страница не найдена',
      show: '%{name} %{recordRepresentation}',
      empty: 'Раздел «%{name}» пока пуст.',
      invite: 'Хотите добавить запись?',
      access_denied: 'Доступ запрещён',
      authentication_error: 'Ошибка аутентификации',
    },
    input: {
      file: {
        upload_several: 'Перетащите файлы для загрузки или нажмите, чтобы выбрать файл.',
        upload_single: 'Перетащите файл для загрузки или нажмите, чтобы выбрать его.',
      },
      image: {
        upload_several:
          'Перетащите изображения для загрузки или нажмите, чтобы выбрать изображение.',
        upload_single: 'Перетащите изображение для загрузки или нажмите, чтобы выбрать его.',
      },
      references: {
        all_missing: 'Не удалось найти связанные данные.',
        many_missing: 'Как минимум одна из связанных записей больше недоступна.',
        single_missing: 'Связанная запись больше недоступна.',
      },
      password: {
        toggle_visible: 'Скрыть пароль',
        toggle_hidden: 'Показать пароль',
      },
    },
    message: {
      about: 'О приложении',
      access_denied: 'У вас нет прав доступа к этой странице',
      are_you_sure: 'Вы уверены?',
      authentication_error:
        'Сервер аутентификации вернул ошибку, и ваши учётные данные не удалось проверить.',
      auth_error: 'Произошла ошибка при проверке токена аутентификации.',
      bulk_delete_content:
        'Вы уверены, что хотите удалить выбранное: %{smart_count} %{name}? |||| Вы уверены, что хотите удалить выбранное: %{smart_count} %{name}? |||| Вы уверены, что хотите удалить выбранное: %{smart_count} %{name}?',
      bulk_delete_title:
        'Удаление: %{smart_count} %{name} |||| Удаление: %{smart_count} %{name} |||| Удаление: %{smart_count} %{name}',
      bulk_update_content:
        'Вы уверены, что хотите обновить запись %{name} %{recordRepresentation}? |||| Вы уверены, что хотите обновить выбранное: %{smart_count} %{name}? |||| Вы уверены, что хотите обновить выбранное: %{smart_count} %{name}?',
      bulk_update_title:
        'Обновление: %{name} %{recordRepresentation} |||| Обновление: %{smart_count} %{name} |||| Обновление: %{smart_count} %{name}',
      clear_array_input: 'Вы уверены, что хотите очистить весь список?',
      delete_content: 'Вы уверены, что хотите удалить эту запись (%{name})?',
      delete_title: 'Удаление: %{name} %{recordRepresentation}',
      details: 'Подробности',
      error: 'Произошла ошибка на стороне клиента, и ваш запрос не удалось выполнить.',
      invalid_form: 'Форма заполнена неверно. Проверьте ошибки',
      loading: 'Пожалуйста, подождите',
      no: 'Нет',
      not_found: 'Вы ввели неверный URL-адрес или перешли по неверной ссылке.',
      select_all_limit_reached:
        'Элементов слишком много, чтобы выбрать все. Выбраны только первые %{max}.',
      unsaved_changes:
        'Некоторые изменения не были сохранены. Вы уверены, что хотите их отбросить?',
      yes: 'Да',
      placeholder_data_warning: 'Проблема с сетью: не удалось обновить данные.',
    },
    navigation: {
      clear_filters: 'Сбросить фильтры',
      no_filtered_results: '%{name}: по текущим фильтрам ничего не найдено.',
      no_results: '%{name}: ничего не найдено',
      no_more_results:
        'Страница %{page} вне допустимого диапазона. Попробуйте предыдущую страницу.',
      page_out_of_boundaries: 'Страница %{page} вне допустимого диапазона',
      page_out_from_end: 'Невозможно перейти дальше последней страницы',
      page_out_from_begin: 'Невозможно перейти раньше первой страницы',
      page_range_info: '%{offsetBegin}-%{offsetEnd} из %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} из более чем %{offsetEnd}',
      current_page: 'Страница %{page}',
      page: 'Перейти на страницу %{page}',
      first: 'Перейти на первую страницу',
      last: 'Перейти на последнюю страницу',
      next: 'Перейти на следующую страницу',
      previous: 'Перейти на предыдущую страницу',
      page_rows_per_page: 'Строк на странице:',
      skip_nav: 'Перейти к содержимому',
    },
    sort: {
      sort_by: 'Сортировать по полю «%{field_lower_first}» %{order}',
      ASC: 'по возрастанию',
      DESC: 'по убыванию',
    },
    auth: {
      auth_check_error: 'Пожалуйста, войдите, чтобы продолжить',
      user_menu: 'Профиль',
      username: 'Имя пользователя',
      password: 'Пароль',
      email: 'Электронная почта',
      sign_in: 'Войти',
      sign_in_error: 'Ошибка аутентификации, попробуйте ещё раз',
      logout: 'Выйти',
    },
    notification: {
      updated:
        'Обновлён %{smart_count} элемент |||| Обновлено %{smart_count} элемента |||| Обновлено %{smart_count} элементов',
      created: 'Элемент создан',
      deleted:
        'Удалён %{smart_count} элемент |||| Удалено %{smart_count} элемента |||| Удалено %{smart_count} элементов',
      bad_item: 'Некорректный элемент',
      item_doesnt_exist: 'Элемент не существует',
      http_error: 'Ошибка связи с сервером',
      data_provider_error: 'Ошибка dataProvider. Подробности — в консоли.',
      i18n_error: 'Не удалось загрузить переводы для выбранного языка',
      canceled: 'Действие отменено',
      logged_out: 'Ваш сеанс завершён, пожалуйста, войдите снова.',
      not_authorized: 'У вас нет доступа к этому ресурсу.',
      application_update_available: 'Доступна новая версия.',
      offline: 'Нет подключения к сети. Не удалось загрузить данные.',
    },
    validation: {
      required: 'Обязательное поле',
      minLength: 'Минимальное количество символов: %{min}',
      maxLength: 'Максимальное количество символов: %{max}',
      minValue: 'Должно быть не меньше %{min}',
      maxValue: 'Должно быть не больше %{max}',
      number: 'Должно быть числом',
      email: 'Некорректный адрес электронной почты',
      oneOf: 'Должно быть одним из: %{options}',
      regex: 'Должно соответствовать формату (регулярное выражение): %{pattern}',
      unique: 'Должно быть уникальным',
    },
    saved_queries: {
      label: 'Сохранённые запросы',
      query_name: 'Название запроса',
      new_label: 'Сохранить текущий запрос...',
      new_dialog_title: 'Сохранить текущий запрос как',
      remove_label: 'Удалить сохранённый запрос',
      remove_label_with_name: 'Удалить запрос «%{name}»',
      remove_dialog_title: 'Удалить сохранённый запрос?',
      remove_message: 'Вы уверены, что хотите удалить этот запрос из списка сохранённых?',
      help: 'Отфильтруйте список и сохраните этот запрос на будущее',
    },
    guesser: {
      empty: {
        title: 'Нет данных для отображения',
        message: 'Проверьте ваш провайдер данных (dataProvider)',
      },
    },
    configurable: {
      customize: 'Настроить',
      configureMode: 'Настроить эту страницу',
      inspector: {
        title: 'Инспектор',
        content: 'Наведите курсор на элементы интерфейса приложения, чтобы настроить их',
        reset: 'Сбросить настройки',
        hideAll: 'Скрыть все',
        showAll: 'Показать все',
      },
      Datagrid: {
        title: 'Таблица',
        unlabeled: 'Столбец без названия #%{column}',
      },
      SimpleForm: {
        title: 'Форма',
        unlabeled: 'Поле без названия #%{input}',
      },
      SimpleList: {
        title: 'Список',
        primaryText: 'Основной текст',
        secondaryText: 'Вторичный текст',
        tertiaryText: 'Третичный текст',
      },
    },
  },
} satisfies Pick<TranslationMessages, 'ra'>;

// broadcast page in Russian; keys match uz/broadcast.ts.
import type { MessagesShape } from '../types';
import type { broadcastUz } from '../uz/broadcast';

export const broadcastRu = {
  title: 'Рассылка',
  formTitle: 'Сообщение',
  messageText: 'Текст сообщения',
  messageTextHelp:
    'Можно использовать HTML-теги: <b>жирный</b>, <i>курсив</i>, <u>подчёркнутый</u>, <a href="https://...">ссылка</a>.',
  buttonText: 'Текст кнопки (необязательно)',
  buttonUrl: 'Ссылка кнопки (необязательно)',
  buttonUrlHelp: 'Полный адрес, начинающийся с http:// или https://.',
  schedule: 'Запланировать отправку',
  scheduledTime: 'Время отправки',
  scheduledTimeHelp: 'Часовой пояс: %{zone}',
  submitScheduled: 'Запланировать сообщение',
  submitNow: 'Отправить сейчас',
  previewTitle: 'Предпросмотр',
  previewLabel: 'Предпросмотр сообщения',
  previewEmpty: 'Здесь появится текст сообщения.',
  previewScheduled: 'Запланировано на: %{time}',
  messageTextRequired: 'Текст сообщения не может быть пустым.',
  buttonUrlInvalid: 'Ссылка должна быть полным и корректным адресом (http:// или https://).',
  buttonUrlRequired: 'Если указан текст кнопки, укажите и ссылку.',
  buttonTextRequired: 'Если указана ссылка, укажите и текст кнопки.',
  scheduledTimeRequired: 'Укажите время отправки для планирования.',
  scheduledTimePast: 'Время отправки должно быть в будущем.',
  success: 'Массовая рассылка успешно запущена!',
  error: 'Ошибка при отправке сообщения. Пожалуйста, попробуйте ещё раз.',
} satisfies MessagesShape<typeof broadcastUz>;

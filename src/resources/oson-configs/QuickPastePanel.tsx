// The Quick Paste box of the Oson config form (docs/product.md: Screens): paste the Oson app's
// key=value string, press Apply Data, and the recognised values go to the form's fields through the
// form's own API (so they count as typed: dirty, validated, kept across a refetch of the record).
import { ClipboardPaste } from 'lucide-react';
import { useNotify, useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/form/TextInput';
import { parseQuickPaste } from './quickPaste';
import { TOAST_MS } from '../../ui/toastDurations';

/** The box's own field in the form; never sent (valuesToSend picks the config's fields). */
export const QUICK_PASTE_FIELD = 'quickPaste';

export function QuickPastePanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const { getValues, setValue } = useFormContext();
  const pasted = useWatch({ name: QUICK_PASTE_FIELD });

  function apply() {
    const values = parseQuickPaste(String(getValues(QUICK_PASTE_FIELD) ?? ''));
    const entries = Object.entries(values);
    if (entries.length === 0) {
      notify('app.osonConfigs.quickPasteNothing', {
        type: 'warning',
        autoHideDuration: TOAST_MS.osonConfigs,
      });
      return;
    }
    for (const [field, value] of entries) {
      // Validated at once, so an error shown by an earlier save goes with the value.
      setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
    // The pasted text holds the password in clear: once applied it lives only in the masked field.
    setValue(QUICK_PASTE_FIELD, '');
    notify('app.osonConfigs.quickPasteApplied', {
      type: 'info',
      autoHideDuration: TOAST_MS.osonConfigs,
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <TextInput
        source={QUICK_PASTE_FIELD}
        label={translate('app.osonConfigs.quickPaste')}
        help={translate('app.osonConfigs.quickPasteHelp')}
        rows={3}
        // It holds a password in clear: nothing offered from or sent to the browser's helpers.
        autoComplete="off"
        spellCheck={false}
      />
      <div>
        <Button
          icon={<ClipboardPaste size={18} aria-hidden />}
          onClick={apply}
          disabled={!String(pasted ?? '').trim()}
        >
          {translate('app.osonConfigs.applyData')}
        </Button>
      </div>
    </div>
  );
}

import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { errorText as apiErrorText } from '../../lib/error-text';

/** After a refused save, the first field in error takes the focus (and scrolls into view) once it renders. */
const focusFirstInvalid = () =>
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());

type DraftEditorOptions<Saved, Draft, Input> = {
  /** What the server holds now; the draft starts from it and "discard" goes back to it. */
  source: Saved | undefined;
  toDraft: (saved: Saved) => Draft;
  validate: (draft: Draft) => { input: Input | null; errors: Record<string, string> };
  save: {
    isPending: boolean;
    mutate: (input: Input, options: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void }) => void;
  };
  /** The failure shown when the draft does not pass the check before sending. */
  invalidText: string;
};

/**
 * A back-office editor of a whole document (a questionnaire, a test) saved in one request: the draft, its errors
 * after the last check, the server's refusal under the fields, and whether the shown draft is the saved one.
 */
export function useDraftEditor<Saved, Draft, Input>({
  source,
  toDraft,
  validate,
  save,
  invalidText,
}: DraftEditorOptions<Saved, Draft, Input>) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft starts once, from the first answer.
  useEffect(() => {
    if (source && draft === null) setDraft(toDraft(source));
  }, [source, draft]);

  const update = (next: Draft) => {
    setDraft(next);
    setSaved(false);
    // Errors follow the rows they belong to only until the next check; a stale one would point at the wrong row.
    if (Object.keys(errors).length > 0) setErrors(validate(next).errors);
  };

  const submit = () => {
    if (draft === null) return;
    const checked = validate(draft);
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.input) {
      setFailure(invalidText);
      return focusFirstInvalid();
    }
    save.mutate(checked.input, {
      onSuccess: (result) => {
        setDraft(toDraft(result));
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
          setErrors(error.detail);
          focusFirstInvalid();
        }
        setFailure(apiErrorText(error));
      },
    });
  };

  const discard = () => {
    if (source) update(toDraft(source));
  };

  return { draft, errors, saved, failure, update, submit, discard };
}

type DraftEditorActionsProps = {
  editor: { draft: unknown; submit: () => void; discard: () => void };
  loaded: boolean;
  saving: boolean;
  discardLabel: string;
  submitLabel: string;
};

/** Discard and save, side by side. */
export function DraftEditorActions({ editor, loaded, saving, discardLabel, submitLabel }: DraftEditorActionsProps) {
  return (
    <Group gap="sm">
      <Button variant="default" disabled={!loaded || saving} onClick={editor.discard}>
        {discardLabel}
      </Button>
      <Button leftSection={<IconDeviceFloppy size={18} />} loading={saving} disabled={editor.draft === null} onClick={editor.submit}>
        {submitLabel}
      </Button>
    </Group>
  );
}

type DraftEditorOutcomeProps = {
  editor: { failure: string | null; saved: boolean };
  failedTitle: string;
  savedTitle: string;
  savedText: string;
};

/** The last save's outcome: its failure, or that it was saved. */
export function DraftEditorOutcome({ editor, failedTitle, savedTitle, savedText }: DraftEditorOutcomeProps) {
  return (
    <>
      {editor.failure && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={failedTitle} role="alert">
          {editor.failure}
        </Alert>
      )}
      {editor.saved && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title={savedTitle} role="status">
          {savedText}
        </Alert>
      )}
    </>
  );
}

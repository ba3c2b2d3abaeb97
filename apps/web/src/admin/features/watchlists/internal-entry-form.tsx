import { type InternalEntryInput, type InternalEntryView, internalEntrySchema } from '@ico/domain/contracts/watchlists';
import { ENTRY_KINDS, type EntryKind } from '@ico/domain/screening';
import { INTERNAL_NAME_MAX, INTERNAL_REASON_MAX } from '@ico/domain/watchlists';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/error-text';
import { ActionError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { KIND_KEY } from './labels';

/** The form's text: several aliases, passports or countries one per line (or separated by ";" or ","). */
type Draft = {
  reference: string;
  kind: EntryKind;
  nameTh: string;
  nameEn: string;
  aliases: string;
  thaiId: string;
  passports: string;
  nationalities: string;
  birthDate: string;
  note: string;
  reason: string;
};

const lines = (text: string) =>
  text
    .split(/[\n;]/)
    .map((v) => v.trim())
    .filter(Boolean);
const codes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((v) => v.trim().toUpperCase())
    .filter(Boolean);

const draftOf = (entry: InternalEntryView | null): Draft => ({
  reference: entry?.reference ?? '',
  kind: entry?.kind ?? 'individual',
  nameTh: entry?.nameTh ?? '',
  nameEn: entry?.nameEn ?? '',
  aliases: entry?.aliases.join('\n') ?? '',
  thaiId: entry?.thaiId ?? '',
  passports: entry?.passports.join('\n') ?? '',
  nationalities: entry?.nationalities.join(', ') ?? '',
  birthDate: entry?.birthDate ?? '',
  note: entry?.note ?? '',
  reason: '',
});

const inputOf = (draft: Draft): InternalEntryInput => ({
  reference: draft.reference,
  kind: draft.kind,
  nameTh: draft.nameTh,
  nameEn: draft.nameEn,
  aliases: lines(draft.aliases),
  thaiId: draft.thaiId,
  passports: lines(draft.passports),
  nationalities: codes(draft.nationalities),
  birthDate: draft.birthDate,
  note: draft.note,
  reason: draft.reason,
});

type Props = {
  /** The entry to change; null adds one. */
  entry: InternalEntryView | null;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onSubmit: (input: InternalEntryInput) => void;
};

/** The internal list's entry: checked by the domain's schema here and again by the server; every edit needs its reason. */
export function InternalEntryForm({ entry, pending, error, onCancel, onSubmit }: Props) {
  const { t } = useTranslation('admin-watchlists');
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const serverErrors = error instanceof ApiError ? error.detail : {};
  const errorOf = (field: keyof Draft) => fieldErrorText(errors[field] ?? serverErrors[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(draft);
    const checked = internalEntrySchema.safeParse(input);
    if (!checked.success) {
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0]) as keyof Draft] ??= issue.message;
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(input);
  };

  const text = (field: keyof Draft, label: string, props: { maxLength?: number; description?: string; required?: boolean } = {}) => (
    <TextInput
      name={field}
      label={label}
      value={draft[field]}
      error={errorOf(field)}
      withAsterisk={props.required}
      maxLength={props.maxLength}
      description={props.description}
      onChange={(event) => set(field)(event.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {error !== null && error !== undefined && Object.keys(serverErrors).length === 0 && <ActionError error={error} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            name="reference"
            label={t('entry.reference')}
            description={t('entry.referenceHint')}
            value={draft.reference}
            error={errorOf('reference')}
            withAsterisk
            maxLength={40}
            disabled={entry !== null}
            onChange={(event) => set('reference')(event.currentTarget.value)}
          />
          <Select
            name="kind"
            label={t('entry.kind')}
            withAsterisk
            data={ENTRY_KINDS.map((value) => ({ value, label: t(KIND_KEY[value]) }))}
            value={draft.kind}
            allowDeselect={false}
            onChange={(value) => set('kind')(value === 'entity' ? 'entity' : 'individual')}
          />
          {text('nameTh', t('entry.nameTh'), { maxLength: INTERNAL_NAME_MAX })}
          {text('nameEn', t('entry.nameEn'), { maxLength: INTERNAL_NAME_MAX, description: t('entry.nameHint') })}
          <Textarea
            name="aliases"
            label={t('entry.aliases')}
            description={t('entry.perLine')}
            autosize
            minRows={2}
            value={draft.aliases}
            error={errorOf('aliases')}
            onChange={(event) => set('aliases')(event.currentTarget.value)}
          />
          <Textarea
            name="passports"
            label={t('entry.passports')}
            description={t('entry.perLine')}
            autosize
            minRows={2}
            value={draft.passports}
            error={errorOf('passports')}
            onChange={(event) => set('passports')(event.currentTarget.value)}
          />
          {text('thaiId', t('entry.thaiId'), { maxLength: 20 })}
          {text('nationalities', t('entry.nationalities'), { description: t('entry.nationalitiesHint') })}
          <TextInput
            name="birthDate"
            type="date"
            label={t('entry.birthDate')}
            value={draft.birthDate}
            error={errorOf('birthDate')}
            onChange={(event) => set('birthDate')(event.currentTarget.value)}
          />
          {text('note', t('entry.note'), { maxLength: INTERNAL_REASON_MAX })}
        </SimpleGrid>
        <ReasonField
          name="reason"
          label={t('entry.reason')}
          description={t('entry.reasonHint')}
          value={draft.reason}
          error={errorOf('reason')}
          onChange={(event) => set('reason')(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('entry.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {entry ? t('entry.saveChange') : t('entry.saveAdd')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

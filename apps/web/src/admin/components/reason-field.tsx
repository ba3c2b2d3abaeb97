import { Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';

type ReasonFieldProps = TextareaProps & { ref?: Ref<HTMLTextAreaElement> };

/** The reason staff give for a decision (level change, screening, joining status): a growing box of 500 characters at most. */
export function ReasonField(props: ReasonFieldProps) {
  return <Textarea withAsterisk autosize minRows={3} maxRows={8} maxLength={500} {...props} />;
}

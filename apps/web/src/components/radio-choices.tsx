import { Group, Radio } from '@mantine/core';
import type { Ref } from 'react';

type RadioChoicesProps = {
  options: readonly { value: string; label: string }[];
  /** The form library's ref for the group: on the first radio, so a failed check can focus the question. */
  firstRef?: Ref<HTMLInputElement>;
};

/** The radios of a `Radio.Group`, side by side. */
export function RadioChoices({ options, firstRef }: RadioChoicesProps) {
  return (
    <Group gap="lg" mt={6}>
      {options.map((option, index) => (
        <Radio key={option.value} ref={index === 0 ? firstRef : undefined} value={option.value} label={option.label} />
      ))}
    </Group>
  );
}

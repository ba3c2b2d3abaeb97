import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What the last action did ('Notice published.'), until it is closed or the next action starts. */
export function DoneAlert({ onClose, closeLabel, children }: { onClose: () => void; closeLabel?: string; children: ReactNode }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      role="status"
      withCloseButton
      closeButtonLabel={closeLabel}
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}

import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value (a proposal's evidence, a refund's account), the label on the left in a column of its own. */
export function Fact({ label, labelWidth = 170, children }: { label: string; labelWidth?: number; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={labelWidth} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Group>
  );
}

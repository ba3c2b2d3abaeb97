import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ErrorSummaryItem = { name: string; label: string; message: string };

type ErrorSummaryProps = {
  items: ErrorSummaryItem[];
  /** Focuses the field of a link (the caller knows where its fields are). */
  onSelect: (name: string) => void;
};

/**
 * The errors of a refused long form at its top, in the screen's order, each a link to its field (issue 19). The
 * region is announced once it appears; the focus itself goes to the first invalid field.
 */
export function ErrorSummary({ items, onSelect }: ErrorSummaryProps) {
  const { t } = useTranslation('common');
  if (items.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      radius="md"
      icon={<IconAlertCircle size={20} />}
      title={t('formErrors.title', { count: items.length })}
      data-testid="error-summary"
    >
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item.name}>
            <Anchor
              href={`#${item.name}`}
              c="red.9"
              fw={500}
              underline="always"
              onClick={(event) => {
                event.preventDefault();
                onSelect(item.name);
              }}
            >
              {item.label}: {item.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

import { ADMIN_PAGE_SIZE } from '@ico/domain/constants';
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_KEY = { first: 'list.first', previous: 'list.previous', next: 'list.next', last: 'list.last' } as const;

type Props = { page: number; count: number; onChange: (page: number) => void; label: string; pageSize?: number };

/** Server paging over `count` rows, 25 a page unless the list says otherwise, with the range shown ('26-50 of 73'). */
export function ListPagination({ page, count, onChange, label, pageSize = ADMIN_PAGE_SIZE }: Props) {
  const { t } = useTranslation('admin');
  const total = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('list.range', { from, to, total: count.toLocaleString('en-US') })}
      </Text>
      {total > 1 && (
        <Pagination
          component="nav"
          aria-label={label}
          size="sm"
          total={total}
          value={Math.min(page, total)}
          onChange={onChange}
          getItemProps={(p) => ({ 'aria-label': t('list.page', { page: p }), 'aria-current': p === page ? 'page' : undefined })}
          getControlProps={(control) => ({ 'aria-label': t(CONTROL_KEY[control]) })}
        />
      )}
    </Group>
  );
}

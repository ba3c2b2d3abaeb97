import { Paper, Skeleton, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import { QueryError } from './query-error';

type PagedListProps = {
  query: {
    isError: boolean;
    error: unknown;
    isPending: boolean;
    refetch: () => unknown;
    data?: { count: number; results: readonly unknown[] };
  };
  /** Shown in place of the list when the page has no rows. */
  empty: ReactNode;
  paginationLabel: string;
  page: number;
  onPageChange: (page: number) => void;
  /** Rows a page, when the list's endpoint pages by another size than ADMIN_PAGE_SIZE. */
  pageSize?: number;
  /** The rows: cards on phones, a table from tablets up. */
  children: ReactNode;
};

/** A server-paged list: the failed load with a retry, the empty state, or the rows with their pages. */
export function PagedList({ query, empty, paginationLabel, page, onPageChange, pageSize, children }: PagedListProps) {
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.isPending && (query.data?.results.length ?? 0) === 0) return empty;
  return (
    <Stack gap="sm">
      {children}
      {query.data && (
        <ListPagination label={paginationLabel} page={page} count={query.data.count} onChange={onPageChange} pageSize={pageSize} />
      )}
    </Stack>
  );
}

/** Phones: one card per row, in a list named like the table it stands for. */
export function ListCards<T extends { id: number | string }>({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <Stack component="ul" gap="xs" hiddenFrom="sm" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="sm">
          {children(item)}
        </Paper>
      ))}
    </Stack>
  );
}

function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
        <Table.Td key={cell}>
          <Skeleton h={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

type ListTableProps = {
  label: string;
  minWidth: number;
  /** The header cells, `Table.Th` each. */
  head: ReactNode;
  /** How many cells a placeholder row has while the first page loads. */
  columns: number;
  placeholderRows?: number;
  query: { isPending: boolean; isFetching: boolean; isPlaceholderData: boolean };
  highlightOnHover?: boolean;
  /** The body rows, `Table.Tr` each. */
  children: ReactNode;
};

/** Tablets and wider: the rows as a table, with placeholder rows at first and dimmed while another page loads. */
export function ListTable({
  label,
  minWidth,
  head,
  columns,
  placeholderRows = 5,
  query,
  highlightOnHover = true,
  children,
}: ListTableProps) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} opacity={query.isPlaceholderData ? 0.6 : 1} visibleFrom="sm">
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table
          striped
          highlightOnHover={highlightOnHover}
          verticalSpacing={8}
          horizontalSpacing="sm"
          fz="sm"
          aria-label={label}
          aria-busy={query.isFetching}
        >
          <Table.Thead bg="gray.0" style={{ whiteSpace: 'nowrap' }}>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{query.isPending ? <SkeletonRows rows={placeholderRows} columns={columns} /> : children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

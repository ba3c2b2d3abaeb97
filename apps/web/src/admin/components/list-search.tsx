import { Group, Loader, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export type ListSearch = {
  search: string;
  setSearch: (value: string) => void;
  /** Pushes the typed term now (Enter), without waiting for the pause. */
  submit: () => void;
  /** Empties the box; the caller clears the filters in the address. */
  clear: () => void;
};

/**
 * The search box of a list whose filters live in the address: a typed term reaches the address after a pause,
 * and a term the address gets by other means (back button, a link) shows in the box.
 */
export function useListSearch(q: string, setQ: (q: string) => void): ListSearch {
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const pushed = useRef(q);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search term changes the filter.
  useEffect(() => {
    if (debounced === q) return;
    pushed.current = debounced;
    setQ(debounced);
  }, [debounced]);
  useEffect(() => {
    if (q !== pushed.current) setSearch(q);
    pushed.current = q;
  }, [q]);

  return {
    search,
    setSearch,
    submit: () => {
      pushed.current = search.trim();
      setQ(search.trim());
    },
    clear: () => {
      setSearch('');
      pushed.current = '';
    },
  };
}

type ListSearchFormProps = {
  state: ListSearch;
  /** The form's name for the search landmark. */
  formLabel: string;
  label: string;
  placeholder: string;
  maxLength?: number;
  /** A later page or filter is loading while the old rows still show. */
  refreshing: boolean;
  loadingLabel: string;
  /** The list's other filters (selects) beside the box. */
  children?: ReactNode;
};

/** The search landmark above a back-office list: the box, its refresh spinner and the list's other filters. */
export function ListSearchForm({
  state,
  formLabel,
  label,
  placeholder,
  maxLength,
  refreshing,
  loadingLabel,
  children,
}: ListSearchFormProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group
        component="form"
        role="search"
        aria-label={formLabel}
        gap="sm"
        align="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          state.submit();
        }}
      >
        <TextInput
          label={label}
          placeholder={placeholder}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={state.search}
          onChange={(event) => state.setSearch(event.currentTarget.value)}
          type="search"
          maxLength={maxLength}
          style={{ flex: '1 1 280px' }}
          rightSection={refreshing ? <Loader role="progressbar" size={14} aria-label={loadingLabel} /> : null}
        />
        {children}
      </Group>
    </Paper>
  );
}

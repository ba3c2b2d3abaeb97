import type { ParseKeys } from 'i18next';
import type { Resources } from './resources';

/** A catalogue's name. */
export type Namespace = keyof Resources;

/**
 * A key of one namespace's catalogue, checked against the English texts: tables that map a status or a code to
 * its text are typed with it, so a key that is not in the catalogue fails the build.
 */
export type TextKey<Ns extends Namespace = 'common'> = ParseKeys<Ns>;

/** Whether a status is one of a list of the domain's (a narrowing `includes`). */
export const isOneOf = <S extends string>(list: readonly S[], value: string): value is S => (list as readonly string[]).includes(value);

import { COMPANY } from '@ico/domain/company';
import { Group, Text } from '@mantine/core';

/** The SiamICO mark: a token hexagon in gold around a white core, and the word mark. */
export function Logo({ inverted = false, size = 32 }: { inverted?: boolean; size?: number }) {
  return (
    <Group gap={10} wrap="nowrap" aria-hidden="true">
      <svg width={size} height={size} viewBox="0 0 64 64" role="presentation">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0b2a55'} />
        <path d="M32 10 51 21v22L32 54 13 43V21z" fill="none" stroke="#d4a843" strokeWidth="5" strokeLinejoin="round" />
        <circle cx="32" cy="32" r="7" fill={inverted ? '#0b2a55' : '#ffffff'} />
      </svg>
      <Text component="span" fw={700} fz={size * 0.62} lh={1} c={inverted ? 'white' : 'brand.9'} style={{ letterSpacing: '-0.02em' }}>
        {COMPANY.brand.slice(0, 4)}
        <Text component="span" inherit c={inverted ? 'gold.4' : 'gold.8'}>
          {COMPANY.brand.slice(4)}
        </Text>
      </Text>
    </Group>
  );
}

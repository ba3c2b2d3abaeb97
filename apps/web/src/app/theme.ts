import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#eaf1fb',
  '#d3e0f2',
  '#a6bfe3',
  '#769cd4',
  '#4f7ec7',
  '#386cc0',
  '#2a62be',
  '#1c51a8',
  '#134797',
  '#0b2a55',
];
const gold: MantineColorsTuple = [
  '#fbf6e7',
  '#f3e9c8',
  '#e8d496',
  '#dcbe61',
  '#d4ac3a',
  '#cfa122',
  '#cc9b13',
  '#b48607',
  '#a07700',
  '#8a6600',
];

const fontFamily = '"IBM Plex Sans Thai", "Noto Sans Thai", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 4 },
  colors: { brand, gold },
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  defaultRadius: 'md',
  black: '#0f1b2d',
  components: {
    Container: { defaultProps: { size: 'lg' } },
  },
});

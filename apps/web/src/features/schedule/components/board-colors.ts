/** The TV board's palette: light text on the office green, readable across a room (contrast above 7:1). */
export const boardColors = {
  background: '#0d2419',
  head: '#1f4d3a',
  row: '#163b2c',
  rowAlt: '#12321f',
  text: '#ffffff',
  muted: '#c9d6cf',
  accent: '#f2c14e',
  border: 'rgba(255,255,255,0.14)',
} as const;

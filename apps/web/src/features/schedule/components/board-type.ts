/**
 * The TV board's type (decisions §10, "read from 5 metres"), growing with the screen's width. At 1920 px: titles
 * 28.8 px, the hour 25.9 px, the status 25 px, every other cell (case numbers included) 23 px, the column headings
 * 19.2 px, an empty day's message 57.6 px.
 */
export const tvType = {
  title: 'clamp(1.25rem, 1.5vw, 2.5rem)',
  time: 'clamp(1.1rem, 1.35vw, 2.25rem)',
  status: 'clamp(1.1rem, 1.3vw, 2.2rem)',
  cell: 'clamp(1rem, 1.2vw, 2rem)',
  head: 'clamp(0.9rem, 1vw, 1.6rem)',
  empty: 'clamp(2.5rem, 3vw, 5rem)',
  /** The connection notice in the board's flow. */
  notice: 'clamp(1.1rem, 1.3vw, 2.2rem)',
} as const;

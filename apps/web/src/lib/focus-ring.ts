/**
 * The keyboard focus ring (decisions §10): 3 px, at least 3:1 against what surrounds it — the darkest green on the
 * light pages (13:1 on white), white on the green top bar and on the filled notices (5:1 and more). The theme draws
 * it on every control; a box that shows another's focus (the top bar's search) or a library's element (FullCalendar's
 * entries) takes it from here.
 */
export const focusRing = { color: '#133326', onDark: '#ffffff', width: 3 } as const;

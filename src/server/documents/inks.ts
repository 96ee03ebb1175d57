/** The inks of every document: black text, grey labels, grey rules, light shading behind headers. */
export const INK = '#111111';
export const MUTED = '#555555';
export const RULE = '#9e9e9e';
export const SHADE = '#e8e8e8';

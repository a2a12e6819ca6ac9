/** Height per width of the preview's picture (also its placeholder's while the preview's code loads, design-step.tsx). */
export const PREVIEW_ASPECT = { object: 0.75, room: 0.72 };

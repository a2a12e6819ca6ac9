/*
 * The tools' icons, drawn on a 24 px grid as strokes in the text colour (currentColor), so they
 * follow a partner's theme. Our own paths: no icon library in the chunk.
 */
const PATHS = {
  zoomIn: 'M11 4a7 7 0 1 1 0 14a7 7 0 1 1 0-14zM16 16l5 5M8 11h6M11 8v6',
  zoomOut: 'M11 4a7 7 0 1 1 0 14a7 7 0 1 1 0-14zM16 16l5 5M8 11h6',
  rotateLeft: 'M4 4v5h5M4.6 9A8 8 0 1 1 6.3 17.7',
  rotateRight: 'M20 4v5h-5M19.4 9A8 8 0 1 0 17.7 17.7',
  fit: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4',
  redo: 'M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h4',
  // For the text tool's commands (add a text, delete the selected item).
  addText: 'M3 7V4h11v3M8.5 4v15M6 19h5M18 11v8M14 15h8',
  remove: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  photo: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 8.5h.01',
  text: 'M5 7V4h14v3M12 4v16M9 20h6',
  layout: 'M4 4h7v16H4zM13 4h7v7h-7zM13 13h7v7h-7z',
  edge: 'M7 7h10v10H7zM3 3l4 4M21 3l-4 4M3 21l4-4M21 21l-4-4',
  history: 'M3 12a9 9 0 1 0 3-6.7M3 4v4h4M12 7v5l3 2',
  close: 'M6 6l12 12M18 6 6 18',
  // The text's position nudges.
  left: 'M19 12H5M11 6l-6 6 6 6',
  up: 'M12 19V5M6 11l6-6 6 6',
  down: 'M12 5v14M6 13l6 6 6-6',
  right: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type IconName = keyof typeof PATHS;

/** An icon beside or instead of a name: hidden from assistive technology, which reads the name. */
export function ToolIcon({ name }: { name: IconName }) {
  return (
    <svg className="tool-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

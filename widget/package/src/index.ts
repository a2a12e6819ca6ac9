/*
 * @printshop/embed: the print shop's configurator widget for partner pages, typed. loadPrintshop()
 * brings the shop's hosted loader; the React component is at @printshop/embed/react.
 */
export { loadPrintshop, type LoadOptions } from './load-printshop';
export type * from './types';

/*
 * The configurator bundle's entry: built as an IIFE whose exports land on the global BUNDLE_GLOBAL,
 * where the loader (widget/loader) takes them once the script has loaded. It mounts nothing itself.
 */
// oxlint-disable-next-line import/no-unassigned-import -- it must run first, before any schema is made
import './zod-jitless';
export { mount } from './mount';

/*
 * The configurator bundle's entry, an ES module the loader (widget/loader) imports; it mounts
 * nothing itself. The design step is a chunk of its own, imported when the shopper gets there.
 */
export { mount } from './mount';

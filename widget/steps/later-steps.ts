/*
 * What the steps after the first need besides the design canvas: the images step and the buttons that
 * finish a design. One chunk (widget/configurator/step-slots.tsx), so the first step carries none of it.
 */
export { ImageSelection } from './image-selection/image-selection';
export { AddToBasket } from './basket/add-to-basket';
export { FinishEmbedded } from './basket/finish-embedded';

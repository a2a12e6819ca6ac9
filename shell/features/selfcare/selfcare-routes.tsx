/** The self-care chunk's pages, loaded together when /selfcare is first opened. */
export { SelfcarePage } from './selfcare-page';
export { OrderDetailPage } from './order-detail/order-detail-page';

import type {
  addAddressSchemas,
  changePasswordSchemas,
  confirmEmailSchemas,
  deleteAddressSchemas,
  getKnownFromOptionsSchemas,
  getOrdersSchemas,
  getSelfcareDataSchemas,
  loginByLinkSchemas,
  loginSchemas,
  logoutSchemas,
  lostCredentialsSchemas,
  newPasswordSchemas,
  orderAgainSchemas,
  registerSchemas,
  sendEmailConfirmationSchemas,
  setDefaultAddressSchemas,
  updateAddressSchemas,
  updateContactSchemas,
} from '../selfcare';
import type { Route } from '../route';

export const getKnownFromOptions: Route<typeof getKnownFromOptionsSchemas> = { method: 'GET', path: '/api/selfcare/knownFromOptions' };

export const register: Route<typeof registerSchemas> = { method: 'POST', path: '/api/selfcare/register', basketSession: 'ends' };

export const login: Route<typeof loginSchemas> = { method: 'POST', path: '/api/selfcare/login', basketSession: 'ends' };

export const loginByLink: Route<typeof loginByLinkSchemas> = { method: 'POST', path: '/api/selfcare/login/link', basketSession: 'ends' };

export const logout: Route<typeof logoutSchemas> = { method: 'POST', path: '/api/selfcare/logout' };

export const lostCredentials: Route<typeof lostCredentialsSchemas> = { method: 'POST', path: '/api/selfcare/lostcredentials' };

export const newPassword: Route<typeof newPasswordSchemas> = { method: 'POST', path: '/api/selfcare/lostcredentials/newpassword' };

export const getSelfcareData: Route<typeof getSelfcareDataSchemas> = { method: 'GET', path: '/api/selfcare/data' };

export const addAddress: Route<typeof addAddressSchemas> = { method: 'POST', path: '/api/selfcare/addresses' };

export const updateAddress: Route<typeof updateAddressSchemas> = { method: 'PUT', path: '/api/selfcare/addresses/:id' };

export const deleteAddress: Route<typeof deleteAddressSchemas> = { method: 'DELETE', path: '/api/selfcare/addresses/:id' };

export const setDefaultAddress: Route<typeof setDefaultAddressSchemas> = { method: 'POST', path: '/api/selfcare/setdefaultaddress' };

export const changePassword: Route<typeof changePasswordSchemas> = { method: 'POST', path: '/api/selfcare/password' };

export const updateContact: Route<typeof updateContactSchemas> = { method: 'PUT', path: '/api/selfcare/contacts/:id' };

export const orderAgain: Route<typeof orderAgainSchemas> = { method: 'POST', path: '/api/selfcare/orders/:id/again' };

export const getOrders: Route<typeof getOrdersSchemas> = { method: 'GET', path: '/api/selfcare/orders' };

export const sendEmailConfirmation: Route<typeof sendEmailConfirmationSchemas> = { method: 'POST', path: '/api/selfcare/email-confirmation' };

export const confirmEmail: Route<typeof confirmEmailSchemas> = { method: 'POST', path: '/api/selfcare/email-confirmation/confirm' };

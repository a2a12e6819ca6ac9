import type * as area from '../selfcare';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

export const getKnownFromOptions: Routes['getKnownFromOptions'] = { method: 'GET', path: '/api/selfcare/knownFromOptions' };

export const register: Routes['register'] = { method: 'POST', path: '/api/selfcare/register', basketSession: 'ends' };

export const login: Routes['login'] = { method: 'POST', path: '/api/selfcare/login', basketSession: 'ends' };

export const loginByLink: Routes['loginByLink'] = { method: 'POST', path: '/api/selfcare/login/link', basketSession: 'ends' };

export const logout: Routes['logout'] = { method: 'POST', path: '/api/selfcare/logout' };

export const lostCredentials: Routes['lostCredentials'] = { method: 'POST', path: '/api/selfcare/lostcredentials' };

export const newPassword: Routes['newPassword'] = { method: 'POST', path: '/api/selfcare/lostcredentials/newpassword' };

export const getSelfcareData: Routes['getSelfcareData'] = { method: 'GET', path: '/api/selfcare/data' };

export const addAddress: Routes['addAddress'] = { method: 'POST', path: '/api/selfcare/addresses' };

export const updateAddress: Routes['updateAddress'] = { method: 'PUT', path: '/api/selfcare/addresses/:id' };

export const deleteAddress: Routes['deleteAddress'] = { method: 'DELETE', path: '/api/selfcare/addresses/:id' };

export const setDefaultAddress: Routes['setDefaultAddress'] = { method: 'POST', path: '/api/selfcare/setdefaultaddress' };

export const changePassword: Routes['changePassword'] = { method: 'POST', path: '/api/selfcare/password' };

export const updateContact: Routes['updateContact'] = { method: 'PUT', path: '/api/selfcare/contacts/:id' };

export const orderAgain: Routes['orderAgain'] = { method: 'POST', path: '/api/selfcare/orders/:id/again' };

export const getOrders: Routes['getOrders'] = { method: 'GET', path: '/api/selfcare/orders' };

export const sendEmailConfirmation: Routes['sendEmailConfirmation'] = { method: 'POST', path: '/api/selfcare/email-confirmation' };

export const confirmEmail: Routes['confirmEmail'] = { method: 'POST', path: '/api/selfcare/email-confirmation/confirm' };

/** An order's address as confirm stores it (a guest in Liechtenstein), for tests that write or render orders. */
export const TEST_ADDRESS = {
  company: null,
  department: null,
  sex: 'f',
  firstname: 'Lea',
  lastname: 'Keller',
  address1: 'Landstrasse 5',
  address2: null,
  zipcode: '9490',
  city: 'Vaduz',
  country: 'LI',
} as const;

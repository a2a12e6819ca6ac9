// The contract between the auth plugin (accounts) and every customer-scoped route: the customer
// the request's bearer token belongs to, or null for an anonymous visitor.
import 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    customerId: number | null;
  }
}

import type { FastifyRequest } from 'fastify';
import { AppError } from '@wishwall/contracts/app-error';
import type { UserRow } from '@wishwall/db/tables/user.table';

/**
 * An operator may use the console: the admin role, checked on the server from the account row
 * `authenticate` read fresh, and two-factor sign-in turned on (docs/product.md#operators, decision
 * 0022).
 */
export function assertOperator(user: UserRow): void {
  if (user.role !== 'admin') {
    throw new AppError('forbidden', 'Only operators may do this');
  }
  if (!user.two_factor_enabled) {
    throw new AppError(
      'two_factor_required',
      'Turn on two-factor sign-in to use the operators’ console',
    );
  }
}

/** onRequest hook after `app.authenticate`: 403 for anyone but an operator. */
export async function operatorOnly(request: FastifyRequest): Promise<void> {
  assertOperator(request.currentUser);
}

/**
 * Who takes an operator's step, for the audit row written with it (decision 0022): a signed-in
 * operator, or null for the server's own commands and seeds.
 */
export interface OperatorAct {
  operatorId: string | null;
  /** Why: required to reject a withdrawal or credit a wallet. */
  reason?: string;
}

export const BY_COMMAND: OperatorAct = { operatorId: null };

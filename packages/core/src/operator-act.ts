/**
 * Who takes an operator's step, for the audit row written with it (decision 0022): a signed-in
 * operator, or null for the server's own commands and seeds.
 */
export interface OperatorAct {
  operatorId: string | null;
  /** Why: required to reject a withdrawal or credit a wallet. */
  reason?: string;
  /**
   * For a command (operatorId null): the machine account that ran it, `user@host`, so the
   * break-glass credit of `pnpm wallet:credit` names who used it (decision 0037).
   */
  machineUser?: string;
}

export const BY_COMMAND: OperatorAct = { operatorId: null };

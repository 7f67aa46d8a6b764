import type {
  AdminContactMessageDto,
  AdminContactPageDto,
  AdminOverviewDto,
  AdminUserDto,
  AdminWithdrawalDto,
  AuditPageDto,
  CreditRequestDto,
  LegalDocumentPublishBody,
  OperatorCreditResultDto,
  OverviewTicketDto,
  WithdrawalDecision,
} from '@wishwall/contracts/admin.dto';
import type { LegalDocumentDto } from '@wishwall/contracts/legal-document.dto';
import type { PrizePaymentDto, RaffleDto } from '@wishwall/contracts/raffle.dto';
import { apiClient } from '../../../lib/api-client.ts';
import { withStepUp } from '../utils/with-step-up.ts';

/** A read: asks for the code unless the operator just declined to give one. */
const read = <T>(path: string) => withStepUp(() => apiClient.get<T>(path), { action: false });
/** An action: asks for the code whenever the server wants a fresh second factor. */
const act = <T>(path: string, body?: unknown) =>
  withStepUp(() => apiClient.post<T>(path, body), { action: true });

/**
 * The operators' console calls (`/v1/admin/*`); the server checks the role on each, and asks
 * for a fresh second factor where it must (`withStepUp`).
 */
export const adminCalls = {
  withdrawals: (status: AdminWithdrawalDto['status'], page = 1) =>
    read<AdminWithdrawalDto[]>(`/v1/admin/withdrawals?status=${status}&page=${page}`),
  decide: (id: string, decision: WithdrawalDecision, reason?: string) =>
    act<AdminWithdrawalDto>(`/v1/admin/withdrawals/${encodeURIComponent(id)}/decision`, {
      decision,
      ...(reason ? { reason } : {}),
    }),
  user: (email: string) => read<AdminUserDto>(`/v1/admin/users?email=${encodeURIComponent(email)}`),
  credit: (email: string, amount: string, reason: string) =>
    act<OperatorCreditResultDto>('/v1/admin/credits', { email, amount, reason }),
  creditRequests: (state: CreditRequestDto['state'], page = 1) =>
    read<CreditRequestDto[]>(`/v1/admin/credits?state=${state}&page=${page}`),
  decideCredit: (id: string, decision: 'approve' | 'reject') =>
    act<CreditRequestDto>(`/v1/admin/credits/${encodeURIComponent(id)}/decision`, {
      decision,
    }),
  raffle: () => apiClient.get<RaffleDto>('/v1/raffle'),
  drawRaffle: () => act<RaffleDto>('/v1/admin/raffle/draw'),
  prizePayments: () => read<PrizePaymentDto[]>('/v1/admin/raffle/prize-payments'),
  recordPrize: (round: number, method: PrizePaymentDto['method'], reference: string) =>
    act<PrizePaymentDto>(`/v1/admin/raffle/rounds/${round}/prize`, {
      method,
      ...(method === 'off_platform' ? { reference } : {}),
    }),
  decidePrize: (id: string, decision: 'approve' | 'reject') =>
    act<PrizePaymentDto>(`/v1/admin/raffle/prize-payments/${encodeURIComponent(id)}/decision`, {
      decision,
    }),
  openRound: (prize: string, closesAt: string) =>
    act<RaffleDto>('/v1/admin/raffle/rounds', { prize, closes_at: closesAt }),
  openQueues: () => act<{ url: string }>('/v1/admin/queues-session'),
  overview: () => read<AdminOverviewDto>('/v1/admin/overview'),
  /** A ticket for the live overview's socket; no code asked here (the panel offers it). */
  overviewTicket: () => apiClient.post<OverviewTicketDto>('/v1/admin/overview/ticket'),
  /** The same with the authenticator app's code asked first when the server wants it. */
  overviewTicketAfterStepUp: () => act<OverviewTicketDto>('/v1/admin/overview/ticket'),
  audit: (page: number) => read<AuditPageDto>(`/v1/admin/audit?page=${page}`),
  contactMessages: (handled: boolean, page = 1) =>
    read<AdminContactPageDto>(`/v1/admin/contact-messages?handled=${handled}&page=${page}`),
  markContact: (id: string, handled: boolean) =>
    act<AdminContactMessageDto>(`/v1/admin/contact-messages/${encodeURIComponent(id)}/handled`, {
      handled,
    }),
  publishDocument: (body: LegalDocumentPublishBody) =>
    act<LegalDocumentDto>('/v1/admin/legal-documents', body),
};

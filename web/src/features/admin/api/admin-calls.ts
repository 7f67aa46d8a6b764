import type {
  AdminContactMessageDto,
  AdminOverviewDto,
  AdminUserDto,
  AdminWithdrawalDto,
  AuditPageDto,
  CreditRequestDto,
  LegalDocumentPublishBody,
  OperatorCreditResultDto,
} from '@wishwall/contracts/admin.dto';
import type { LegalDocumentDto } from '@wishwall/contracts/legal-document.dto';
import type { RaffleDto } from '@wishwall/contracts/raffle.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** The operators' console calls (`/v1/admin/*`); the server checks the role on each. */
export const adminCalls = {
  withdrawals: (status: AdminWithdrawalDto['status']) =>
    apiClient.get<AdminWithdrawalDto[]>(`/v1/admin/withdrawals?status=${status}`),
  decide: (id: string, decision: 'approve' | 'reject' | 'mark_paid', reason?: string) =>
    apiClient.post<AdminWithdrawalDto>(`/v1/admin/withdrawals/${encodeURIComponent(id)}/decision`, {
      decision,
      ...(reason ? { reason } : {}),
    }),
  user: (email: string) =>
    apiClient.get<AdminUserDto>(`/v1/admin/users?email=${encodeURIComponent(email)}`),
  credit: (email: string, amount: string, reason: string) =>
    apiClient.post<OperatorCreditResultDto>('/v1/admin/credits', { email, amount, reason }),
  creditRequests: (state: CreditRequestDto['state']) =>
    apiClient.get<CreditRequestDto[]>(`/v1/admin/credits?state=${state}`),
  decideCredit: (id: string, decision: 'approve' | 'reject') =>
    apiClient.post<CreditRequestDto>(`/v1/admin/credits/${encodeURIComponent(id)}/decision`, {
      decision,
    }),
  raffle: () => apiClient.get<RaffleDto>('/v1/raffle'),
  drawRaffle: () => apiClient.post<RaffleDto>('/v1/admin/raffle/draw'),
  openQueues: () => apiClient.post<{ url: string }>('/v1/admin/queues-session'),
  overview: () => apiClient.get<AdminOverviewDto>('/v1/admin/overview'),
  audit: (page: number) => apiClient.get<AuditPageDto>(`/v1/admin/audit?page=${page}`),
  contactMessages: (handled: boolean) =>
    apiClient.get<AdminContactMessageDto[]>(`/v1/admin/contact-messages?handled=${handled}`),
  markContact: (id: string, handled: boolean) =>
    apiClient.post<AdminContactMessageDto>(
      `/v1/admin/contact-messages/${encodeURIComponent(id)}/handled`,
      { handled },
    ),
  publishDocument: (body: LegalDocumentPublishBody) =>
    apiClient.post<LegalDocumentDto>('/v1/admin/legal-documents', body),
};

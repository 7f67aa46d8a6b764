import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A gift belongs to the account that proved its address (decision 0039): verifying an
  // address now binds the gifts waiting there, and only unbound gifts are matched by address.
  // Gifts waiting at an address some account verified before that rule are bound to it here,
  // or that account would lose them on moving to another address.
  await sql`
    update gifted_wishes g
    set receiver_user_id = u.id
    from users u
    where g.receiver_user_id is null
      and g.used_at is null
      and lower(g.receiver_email) = lower(u.email)
      and u.email_verified_at is not null
      and u.email_released_at is null`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: a bound gift is what the code before this one lists for the same account.
}

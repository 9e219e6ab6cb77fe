import { balanceOf, createAccount } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('the credit ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to update an entry', async () => {
    const account = await createAccount(t, 5000);
    await expect(
      t.db.query(`UPDATE ledger_entries SET amount_micros = 1 WHERE account_id = $1`, [account.id]),
    ).rejects.toThrow('ledger_entries is append-only');
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 5000, ledger: 5000 });
  });

  it('refuses to delete an entry', async () => {
    const account = await createAccount(t, 5000);
    await expect(
      t.db.query(`DELETE FROM ledger_entries WHERE account_id = $1`, [account.id]),
    ).rejects.toThrow('ledger_entries is append-only');
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 5000, ledger: 5000 });
  });

  it('removes an account’s whole ledger with the account', async () => {
    const account = await createAccount(t, 5000);
    await t.db.query(`DELETE FROM accounts WHERE id = $1`, [account.id]);
    const [{ count }] = await t.db.query<Array<{ count: string }>>(
      `SELECT count(*) FROM ledger_entries WHERE account_id = $1`,
      [account.id],
    );
    expect(Number(count)).toBe(0);
  });
});

import { schema } from '@tradeforge/db';
import { signIn } from './factories';
import type { TestApi } from './helper';

/** A signed-in user holding the operator role by a row in `operators`. */
export async function signInOperator(api: TestApi) {
  const operator = await signIn(api, { firstName: 'Olive', lastName: 'Operator' });
  await api.database.db.insert(schema.operators).values({ userId: operator.user.id });
  return operator;
}

/** `app.inject` under `/api` with a JSON body when given. */
export function callApi(api: TestApi) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object = {}, payload?: object) =>
    api.app.inject({
      method,
      url: `/api${url}`,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
}

import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@tradeforge/contracts';
import { accountCall } from './account-call';

/** Changes the password on the account service (with a code when two-factor sign-in is on); other sessions end. */
export const changePassword = (body: ChangePasswordBody) =>
  accountCall<{ changed: true }>('/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

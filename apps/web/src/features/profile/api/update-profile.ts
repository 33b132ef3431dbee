import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, UserProfile } from '@tradeforge/contracts';
import { apiRequest } from '@/lib/http';

/** PUT /user/profile with the profile fields minus e-mail (spec part 2, section 7). */
export const updateProfile = (body: UpdateProfileBody) =>
  apiRequest<UserProfile>('/user/profile', { method: 'PUT', body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(['user', 'profile'], profile);
      return queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}

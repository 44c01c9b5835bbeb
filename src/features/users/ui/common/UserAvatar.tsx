import { Avatar, type AvatarProps } from '@mantine/core'
import type { User } from '../../users.schema'

interface Props extends Omit<AvatarProps, 'src' | 'name' | 'color'> {
  user: Pick<User, 'fullName' | 'avatar'> & { avatarColor?: User['avatarColor'] }
}

/** The user's picture, or their initials on their colour when they have none. */
export function UserAvatar({ user, ...props }: Props) {
  return (
    <Avatar
      src={user.avatar || null}
      name={user.fullName}
      color={user.avatarColor ?? 'initials'}
      alt={user.avatar ? '' : undefined}
      radius="xl"
      {...props}
    />
  )
}

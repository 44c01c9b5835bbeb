import { Avatar, type AvatarProps } from '@mantine/core'

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'name'> {
  name: string
  /** An image path; empty or failing images fall back to the initials. */
  src?: string | null
}

/** A person's avatar: their picture, or their initials on a colour derived from the name. */
export function UserAvatar({ name, src, ...props }: UserAvatarProps) {
  return <Avatar src={src || null} name={name} alt={name} color="initials" {...props} />
}

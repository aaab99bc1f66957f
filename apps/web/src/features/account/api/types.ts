/** Field names of api-contract.md (Guest, userInfo, Member, Codes). */
export interface UserInfo {
  userId: number;
  username: string;
  realName: string | null;
  sex: 'male' | 'female' | null;
  birthday: string | null;
  /** Masked: first 3 and last 4 digits (spec.md §5). */
  phone: string | null;
  /** Masked: back half of the local part hidden. */
  email: string | null;
  avatar: string | null;
  vipLevel: number;
  inviteCode: string;
  isAgent: boolean;
  phoneBound: boolean;
  emailBound: boolean;
  hasWithdrawPassword: boolean;
  profileConfirmed: boolean;
  language: string;
  registeredAt: string;
}

export interface Session {
  token: string;
  userInfo: UserInfo;
}


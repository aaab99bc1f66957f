/**
 * User info (spec.md §2): avatar from album or camera (ImageUploader → /web/upload/uploadFile), real name, gender,
 * birth date (18+), phone and e-mail. Real name, gender and birth date are set once (spec.md §5): each asks for
 * confirmation, then shows read-only; phone and e-mail lead to their bind screens until bound.
 */
import { ADULT_AGE, platformToday } from '@app/shared';
import { Avatar, DatePicker, ImageUploader, List, Picker } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpen } from '../../app/use-open';
import { localPreview, uploadFile, useImageSrc } from '../../api/upload';
import { modifyUserInfo, storeUserInfo, useFreshUserInfo } from '../../features/account/api/member';
import { confirmOnce } from '../../features/account/hooks/confirm';
import '../../features/account/components/account.css';

type Sex = 'male' | 'female';

async function save(payload: Parameters<typeof modifyUserInfo>[0]): Promise<boolean> {
  return storeUserInfo(await modifyUserInfo(payload));
}

function AvatarUploader({ avatar }: { avatar: string | null }): ReactNode {
  const { t } = useTranslation();
  const avatarSrc = useImageSrc(avatar);
  return (
    <ImageUploader
      value={[]}
      maxCount={1}
      accept="image/png,image/jpeg"
      upload={async (file) => {
        const envelope = await uploadFile(file);
        if (envelope.code !== 0 || !(await save({ avatar: envelope.data.url }))) throw new Error();
        return { url: localPreview(file, envelope.data.url) };
      }}
    >
      <span className="avatar-pick" aria-label={t('profile.avatar')} data-testid="avatar-upload">
        <Avatar src={avatarSrc} style={{ '--size': '48px', '--border-radius': '50%' }} />
      </span>
    </ImageUploader>
  );
}

export default function UserInfoPage(): ReactNode {
  const { t } = useTranslation();
  const open = useOpen();
  const user = useFreshUserInfo();
  const [picker, setPicker] = useState<'sex' | 'birthday' | null>(null);
  if (!user) return null;
  const adultLimit = dayjs(platformToday()).subtract(ADULT_AGE, 'year').toDate();
  const sexText = (sex: Sex | null): string => (sex ? t(`profile.${sex}`) : t('profile.notSet'));

  const pickSex = async (sex: Sex): Promise<void> => {
    if (await confirmOnce(sexText(sex))) await save({ sex });
  };
  const pickBirthday = async (date: Date): Promise<void> => {
    const birthday = dayjs(date).format('YYYY-MM-DD');
    if (await confirmOnce(birthday)) await save({ birthday });
  };

  /** A set-once row: read-only with its value once set, else "not set" and a tap to set it. */
  const row = (key: string, labelKey: string, value: string | null, emptyKey: string, onSet: () => void): ReactNode => (
    <List.Item extra={value ?? t(emptyKey)} onClick={value ? undefined : onSet} data-testid={`row-${key}`}>
      {t(labelKey)}
    </List.Item>
  );

  return (
    <div className="user-info-page" data-testid="user-info">
      <List mode="card">
        <List.Item extra={<AvatarUploader avatar={user.avatar} />}>{t('profile.avatar')}</List.Item>
        <List.Item extra={user.username}>{t('account.username.label')}</List.Item>
      </List>
      <List mode="card" header={t('profile.once')}>
        {row('realName', 'profile.realName', user.realName, 'profile.notSet', () => open('setName'))}
        {row('sex', 'profile.sex', user.sex && sexText(user.sex), 'profile.notSet', () => setPicker('sex'))}
        {row('birthday', 'profile.birthday', user.birthday, 'profile.notSet', () => setPicker('birthday'))}
      </List>
      <List mode="card">
        {row('phone', 'system.phone', user.phoneBound ? user.phone : null, 'system.notBound', () => open('setPhone'))}
        {row('email', 'system.email', user.emailBound ? user.email : null, 'system.notBound', () => open('setEmail'))}
      </List>
      <Picker
        columns={[[{ label: t('profile.male'), value: 'male' }, { label: t('profile.female'), value: 'female' }]]}
        visible={picker === 'sex'}
        onClose={() => setPicker(null)}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        title={t('profile.sex')}
        onConfirm={(value) => {
          if (value[0]) void pickSex(value[0] as Sex);
        }}
      />
      <DatePicker
        visible={picker === 'birthday'}
        onClose={() => setPicker(null)}
        min={new Date(1900, 0, 1)}
        max={adultLimit}
        defaultValue={dayjs(adultLimit).subtract(7, 'year').toDate()}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        title={t('profile.birthday')}
        onConfirm={(date) => void pickBirthday(date)}
      />
    </div>
  );
}

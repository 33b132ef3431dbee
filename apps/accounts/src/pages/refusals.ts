import type { SiteLocale } from '@tradeforge/contracts';
import { defineMessages } from '@tradeforge/i18n';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../lib/passwords';
import { LOGIN_FAILED, LOGIN_LOCKED, LOGIN_WAIT } from '../users/service';
import { VERIFY_LINK_INVALID } from '../users/verification';

const PASSWORD_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`;
const PASSWORD_LONG = `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`;
const PASSWORD_COMMON = 'This password is too common or too easy to guess; choose another one.';

/**
 * What the account service's services and routes say in English (refusals, notices; its JSON routes answer in
 * English), by their English text, for its pages in the other languages.
 */
const refusals = defineMessages(
  {
    [LOGIN_FAILED]: LOGIN_FAILED,
    [LOGIN_LOCKED]: LOGIN_LOCKED,
    [LOGIN_WAIT]: LOGIN_WAIT,
    [VERIFY_LINK_INVALID]: VERIFY_LINK_INVALID,
    [PASSWORD_SHORT]: PASSWORD_SHORT,
    [PASSWORD_LONG]: PASSWORD_LONG,
    [PASSWORD_COMMON]: PASSWORD_COMMON,
    'Enter your first name.': 'Enter your first name.',
    'Enter your last name.': 'Enter your last name.',
    'Enter a valid e-mail address.': 'Enter a valid e-mail address.',
    'You must accept the terms and conditions to register.':
      'You must accept the terms and conditions to register.',
    'An account already uses this e-mail. Log in, or reset your password if you forgot it.':
      'An account already uses this e-mail. Log in, or reset your password if you forgot it.',
    'This reset link is invalid or has expired. Ask for a new one.':
      'This reset link is invalid or has expired. Ask for a new one.',
    'We have sent several links in the last hour. Check your inbox and spam folder, or try again later.':
      'We have sent several links in the last hour. Check your inbox and spam folder, or try again later.',
    'This account no longer exists.': 'This account no longer exists.',
    'Start the set-up again: scan a new QR code.': 'Start the set-up again: scan a new QR code.',
    'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.':
      'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.',
    'Your new password is saved. Log in with it to continue.':
      'Your new password is saved. Log in with it to continue.',
    'Your session has ended. Log in again to continue.': 'Your session has ended. Log in again to continue.',
    'Your form expired. Please try again.': 'Your form expired. Please try again.',
    'This sign-in has expired. Please log in again.': 'This sign-in has expired. Please log in again.',
    'Please log in again.': 'Please log in again.',
  },
  {
    es: {
      [LOGIN_FAILED]: 'El correo electrónico o la contraseña no son correctos.',
      [LOGIN_LOCKED]: 'Demasiados intentos fallidos. Espere 15 minutos o restablezca su contraseña.',
      [LOGIN_WAIT]: 'Demasiados intentos fallidos. Espere unos segundos e inténtelo de nuevo.',
      [VERIFY_LINK_INVALID]: 'Este enlace de verificación no es válido, ha caducado o ya se utilizó.',
      [PASSWORD_SHORT]: `Use al menos ${PASSWORD_MIN_LENGTH} caracteres en su contraseña.`,
      [PASSWORD_LONG]: `Use como máximo ${PASSWORD_MAX_LENGTH} caracteres en su contraseña.`,
      [PASSWORD_COMMON]: 'Esta contraseña es demasiado común o fácil de adivinar; elija otra.',
      'Enter your first name.': 'Escriba su nombre.',
      'Enter your last name.': 'Escriba su apellido.',
      'Enter a valid e-mail address.': 'Escriba un correo electrónico válido.',
      'You must accept the terms and conditions to register.':
        'Debe aceptar los términos y condiciones para registrarse.',
      'An account already uses this e-mail. Log in, or reset your password if you forgot it.':
        'Ya hay una cuenta con este correo electrónico. Inicie sesión o restablezca su contraseña si la olvidó.',
      'This reset link is invalid or has expired. Ask for a new one.':
        'Este enlace para restablecer la contraseña no es válido o ha caducado. Pida uno nuevo.',
      'We have sent several links in the last hour. Check your inbox and spam folder, or try again later.':
        'Hemos enviado varios enlaces en la última hora. Revise su bandeja de entrada y la carpeta de spam, o inténtelo más tarde.',
      'This account no longer exists.': 'Esta cuenta ya no existe.',
      'Start the set-up again: scan a new QR code.':
        'Empiece la configuración de nuevo: escanee un código QR nuevo.',
      'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.':
        'Si hay una cuenta con este correo electrónico, le hemos enviado un enlace para elegir una nueva contraseña. El enlace es válido durante 30 minutos.',
      'Your new password is saved. Log in with it to continue.':
        'Su nueva contraseña está guardada. Inicie sesión con ella para continuar.',
      'Your session has ended. Log in again to continue.':
        'Su sesión ha terminado. Inicie sesión de nuevo para continuar.',
      'Your form expired. Please try again.': 'El formulario caducó. Inténtelo de nuevo.',
      'This sign-in has expired. Please log in again.':
        'Este inicio de sesión ha caducado. Inicie sesión de nuevo.',
      'Please log in again.': 'Inicie sesión de nuevo.',
    },
    it: {
      [LOGIN_FAILED]: 'L’e-mail o la password non sono corrette.',
      [LOGIN_LOCKED]: 'Troppi tentativi non riusciti. Attendi 15 minuti o reimposta la password.',
      [LOGIN_WAIT]: 'Troppi tentativi non riusciti. Attendi qualche secondo e riprova.',
      [VERIFY_LINK_INVALID]: 'Questo link di verifica non è valido, è scaduto o è già stato usato.',
      [PASSWORD_SHORT]: `Usa almeno ${PASSWORD_MIN_LENGTH} caratteri per la password.`,
      [PASSWORD_LONG]: `Usa al massimo ${PASSWORD_MAX_LENGTH} caratteri per la password.`,
      [PASSWORD_COMMON]: 'Questa password è troppo comune o facile da indovinare; scegline un’altra.',
      'Enter your first name.': 'Inserisci il tuo nome.',
      'Enter your last name.': 'Inserisci il tuo cognome.',
      'Enter a valid e-mail address.': 'Inserisci un indirizzo e-mail valido.',
      'You must accept the terms and conditions to register.':
        'Per registrarti devi accettare i termini e condizioni.',
      'An account already uses this e-mail. Log in, or reset your password if you forgot it.':
        'Un account usa già questa e-mail. Accedi, oppure reimposta la password se l’hai dimenticata.',
      'This reset link is invalid or has expired. Ask for a new one.':
        'Questo link per reimpostare la password non è valido o è scaduto. Chiedine uno nuovo.',
      'We have sent several links in the last hour. Check your inbox and spam folder, or try again later.':
        'Abbiamo inviato diversi link nell’ultima ora. Controlla la posta in arrivo e lo spam, oppure riprova più tardi.',
      'This account no longer exists.': 'Questo account non esiste più.',
      'Start the set-up again: scan a new QR code.':
        'Ricomincia la configurazione: scansiona un nuovo codice QR.',
      'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.':
        'Se un account usa questa e-mail, gli abbiamo inviato un link per scegliere una nuova password. Il link vale 30 minuti.',
      'Your new password is saved. Log in with it to continue.':
        'La nuova password è salvata. Accedi con questa per continuare.',
      'Your session has ended. Log in again to continue.':
        'La sessione è terminata. Accedi di nuovo per continuare.',
      'Your form expired. Please try again.': 'Il modulo è scaduto. Riprova.',
      'This sign-in has expired. Please log in again.': 'Questo accesso è scaduto. Accedi di nuovo.',
      'Please log in again.': 'Accedi di nuovo.',
    },
    zh: {
      [LOGIN_FAILED]: '电子邮箱或密码不正确。',
      [LOGIN_LOCKED]: '失败次数过多。请等待 15 分钟或重置密码。',
      [LOGIN_WAIT]: '失败次数过多。请稍等几秒后重试。',
      [VERIFY_LINK_INVALID]: '此验证链接无效、已过期或已被使用。',
      [PASSWORD_SHORT]: `密码至少需要 ${PASSWORD_MIN_LENGTH} 个字符。`,
      [PASSWORD_LONG]: `密码最多 ${PASSWORD_MAX_LENGTH} 个字符。`,
      [PASSWORD_COMMON]: '此密码过于常见或容易被猜到，请换一个。',
      'Enter your first name.': '请输入您的名。',
      'Enter your last name.': '请输入您的姓。',
      'Enter a valid e-mail address.': '请输入有效的电子邮箱地址。',
      'You must accept the terms and conditions to register.': '注册前必须接受条款和条件。',
      'An account already uses this e-mail. Log in, or reset your password if you forgot it.':
        '已有账户使用此电子邮箱。请登录；如果忘记密码，请重置密码。',
      'This reset link is invalid or has expired. Ask for a new one.': '此重置链接无效或已过期。请重新获取。',
      'We have sent several links in the last hour. Check your inbox and spam folder, or try again later.':
        '过去一小时内我们已发送多个链接。请检查收件箱和垃圾邮件文件夹，或稍后再试。',
      'This account no longer exists.': '此账户已不存在。',
      'Start the set-up again: scan a new QR code.': '请重新开始设置：扫描新的二维码。',
      'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.':
        '如果有账户使用此电子邮箱，我们已向其发送设置新密码的链接。链接 30 分钟内有效。',
      'Your new password is saved. Log in with it to continue.': '新密码已保存。请使用新密码登录以继续。',
      'Your session has ended. Log in again to continue.': '您的会话已结束。请重新登录以继续。',
      'Your form expired. Please try again.': '表单已过期，请重试。',
      'This sign-in has expired. Please log in again.': '此次登录已过期，请重新登录。',
      'Please log in again.': '请重新登录。',
    },
  },
);

/** A refusal of the account service in the page's language; one it does not know stays as it is. */
export function translateRefusal(locale: SiteLocale, message: string): string {
  const known = refusals.keys.has(message);
  return known ? refusals.in(locale)(message as Parameters<ReturnType<typeof refusals.in>>[0]) : message;
}

import type { MerchantFieldKey } from '@/contract/merchant';
import type { LocaleCode } from '@/i18n/locales';

/**
 * The merchant form's texts in the other UI languages (the request's `lang` header), as the real
 * exchange sends them: the page shows `fieldName`, `fieldPlaceholder`, `errorMsg` and option
 * labels as they come. English lives with the definitions (`merchant-fields.ts`) and is the
 * fallback, so a field added there shows (in English) before anyone translates it here.
 */

/** Name, placeholder and error message of one field. */
type FieldTexts = readonly [name: string, placeholder: string, errorMsg: string];

interface MerchantFormTexts {
  fields: Readonly<Partial<Record<MerchantFieldKey, FieldTexts>>>;
  /** Option value → label (relationship and proof of address type share one table). */
  options: Readonly<Record<string, string>>;
}

/** The parts every language repeats: rule messages and hints. */
interface Common {
  name: string;
  phone: string;
  address: string;
  digits: string;
  image: string;
}

function texts(
  c: Common,
  f: {
    fullName: readonly [string, string];
    areaCode: readonly [string, string];
    phone: string;
    email: readonly [string, string];
    emergencyContact: readonly [string, string];
    emergencyPhone: string;
    relationship: FieldTexts;
    address: readonly [string, string];
    idPhoto: readonly [string, string];
    addressProofType: FieldTexts;
    addressProof: readonly [string, string];
    video: FieldTexts;
  },
  options: MerchantFormTexts['options'],
): MerchantFormTexts {
  return {
    fields: {
      fullName: [f.fullName[0], f.fullName[1], c.name],
      areaCode: [f.areaCode[0], f.areaCode[1], c.phone],
      phone: [f.phone, c.digits, c.phone],
      email: [f.email[0], 'name@example.com', f.email[1]],
      emergencyContact: [f.emergencyContact[0], f.emergencyContact[1], c.name],
      emergencyPhone: [f.emergencyPhone, c.digits, c.phone],
      relationship: f.relationship,
      address: [f.address[0], f.address[1], c.address],
      idPhoto: [f.idPhoto[0], c.image, f.idPhoto[1]],
      addressProofType: f.addressProofType,
      addressProof: [f.addressProof[0], c.image, f.addressProof[1]],
      video: f.video,
    },
    options,
  };
}

export const MERCHANT_FORM_TEXTS: Readonly<Partial<Record<LocaleCode, MerchantFormTexts>>> = {
  'zh-CN': texts(
    {
      name: '需要 2-30 个字符',
      phone: '手机号码格式不正确',
      address: '地址长度需在 5 到 120 个字符之间',
      digits: '仅限数字',
      image: 'jpg、jpeg 或 png，不超过 10 MB',
    },
    {
      fullName: ['姓名', '与证件上的姓名一致'],
      areaCode: ['区号', '例如 44'],
      phone: '手机号码',
      email: ['邮箱', '邮箱格式不正确'],
      emergencyContact: ['紧急联系人', '可以联系到的人的姓名'],
      emergencyPhone: '紧急联系人电话',
      relationship: ['关系', '请选择您与对方的关系', '请选择关系'],
      address: ['永久地址', '街道、城市、邮编、国家'],
      idPhoto: ['手持证件照', '请上传手持证件的照片'],
      addressProofType: ['地址证明类型', '请选择文件类型', '请选择地址证明类型'],
      addressProof: ['地址证明', '请上传地址证明'],
      video: [
        '认证视频',
        'mp4、wmv、ogg 或 mov，不超过 100 MB；建议时长 3 分钟以内、清晰度 360P 以上',
        '请上传认证视频',
      ],
    },
    {
      classmate: '同学',
      family: '家人',
      other: '其他',
      property_certificate: '房产证',
      lease: '租赁合同',
      utility_bill: '水电煤账单',
    },
  ),
  'zh-TC': texts(
    {
      name: '需要 2-30 個字元',
      phone: '手機號碼格式不正確',
      address: '地址長度需在 5 到 120 個字元之間',
      digits: '僅限數字',
      image: 'jpg、jpeg 或 png，不超過 10 MB',
    },
    {
      fullName: ['姓名', '與證件上的姓名一致'],
      areaCode: ['區碼', '例如 44'],
      phone: '手機號碼',
      email: ['電子郵件', '電子郵件格式不正確'],
      emergencyContact: ['緊急聯絡人', '可以聯絡到的人的姓名'],
      emergencyPhone: '緊急聯絡人電話',
      relationship: ['關係', '請選擇您與對方的關係', '請選擇關係'],
      address: ['永久地址', '街道、城市、郵遞區號、國家'],
      idPhoto: ['手持證件照', '請上傳手持證件的照片'],
      addressProofType: ['地址證明類型', '請選擇文件類型', '請選擇地址證明類型'],
      addressProof: ['地址證明', '請上傳地址證明'],
      video: [
        '認證影片',
        'mp4、wmv、ogg 或 mov，不超過 100 MB；建議長度 3 分鐘以內、畫質 360P 以上',
        '請上傳認證影片',
      ],
    },
    {
      classmate: '同學',
      family: '家人',
      other: '其他',
      property_certificate: '房屋所有權狀',
      lease: '租賃契約',
      utility_bill: '水電瓦斯帳單',
    },
  ),
  'zh-Hk': texts(
    {
      name: '需要 2-30 個字元',
      phone: '手機號碼格式不正確',
      address: '地址長度需在 5 至 120 個字元之間',
      digits: '只限數字',
      image: 'jpg、jpeg 或 png，不超過 10 MB',
    },
    {
      fullName: ['全名', '與證件上的姓名相同'],
      areaCode: ['區號', '例如 852'],
      phone: '手機號碼',
      email: ['電郵', '電郵格式不正確'],
      emergencyContact: ['緊急聯絡人', '可聯絡到的人的姓名'],
      emergencyPhone: '緊急聯絡人電話',
      relationship: ['關係', '請選擇您與對方的關係', '請選擇關係'],
      address: ['永久地址', '街道、城市、郵政編號、國家'],
      idPhoto: ['手持證件相片', '請上載手持證件的相片'],
      addressProofType: ['住址證明類型', '請選擇文件類型', '請選擇住址證明類型'],
      addressProof: ['住址證明', '請上載住址證明'],
      video: [
        '認證影片',
        'mp4、wmv、ogg 或 mov，不超過 100 MB；建議長度 3 分鐘以內、畫質 360P 以上',
        '請上載認證影片',
      ],
    },
    {
      classmate: '同學',
      family: '家人',
      other: '其他',
      property_certificate: '物業業權證明',
      lease: '租約',
      utility_bill: '水電煤費單',
    },
  ),
  ko: texts(
    {
      name: '2-30자여야 합니다',
      phone: '휴대폰 번호 형식이 올바르지 않습니다',
      address: '주소는 5자에서 120자 사이여야 합니다',
      digits: '숫자만 입력',
      image: 'jpg, jpeg 또는 png, 최대 10 MB',
    },
    {
      fullName: ['성명', '신분증에 적힌 이름'],
      areaCode: ['국가 번호', '예: 82'],
      phone: '휴대폰 번호',
      email: ['이메일', '이메일 형식이 올바르지 않습니다'],
      emergencyContact: ['비상 연락처', '연락 가능한 사람의 이름'],
      emergencyPhone: '비상 연락처 전화번호',
      relationship: ['관계', '어떤 관계인지 선택하세요', '관계를 선택하세요'],
      address: ['영구 주소', '도로명, 도시, 우편번호, 국가'],
      idPhoto: ['신분증을 든 사진', '신분증을 들고 찍은 사진을 업로드하세요'],
      addressProofType: ['주소 증명 유형', '서류를 선택하세요', '주소 증명 유형을 선택하세요'],
      addressProof: ['주소 증명', '주소 증명을 업로드하세요'],
      video: [
        '인증 영상',
        'mp4, wmv, ogg 또는 mov, 최대 100 MB; 3분 이내, 360P 이상 권장',
        '인증 영상을 업로드하세요',
      ],
    },
    {
      classmate: '동창',
      family: '가족',
      other: '기타',
      property_certificate: '부동산 등기부',
      lease: '임대차 계약서',
      utility_bill: '공과금 고지서',
    },
  ),
  ja: texts(
    {
      name: '2〜30文字で入力してください',
      phone: '携帯電話番号の形式が正しくありません',
      address: '住所は5〜120文字で入力してください',
      digits: '数字のみ',
      image: 'jpg・jpeg・png、10 MBまで',
    },
    {
      fullName: ['氏名', '身分証明書と同じ氏名'],
      areaCode: ['国番号', '例：81'],
      phone: '携帯電話番号',
      email: ['メールアドレス', 'メールアドレスの形式が正しくありません'],
      emergencyContact: ['緊急連絡先', '連絡が取れる方の氏名'],
      emergencyPhone: '緊急連絡先の電話番号',
      relationship: ['続柄', '関係を選んでください', '関係を選択してください'],
      address: ['本籍・定住所', '番地、市区町村、郵便番号、国'],
      idPhoto: ['身分証明書を持った写真', '身分証明書を持った写真をアップロードしてください'],
      addressProofType: [
        '住所証明書類の種類',
        '書類を選んでください',
        '住所証明書類の種類を選択してください',
      ],
      addressProof: ['住所証明書類', '住所証明書類をアップロードしてください'],
      video: [
        '本人確認動画',
        'mp4・wmv・ogg・mov、100 MBまで。3分以内・360P以上を推奨',
        '本人確認動画をアップロードしてください',
      ],
    },
    {
      classmate: '同級生',
      family: '家族',
      other: 'その他',
      property_certificate: '不動産登記証明書',
      lease: '賃貸借契約書',
      utility_bill: '公共料金の請求書',
    },
  ),
  ru: texts(
    {
      name: 'Должно быть от 2 до 30 символов',
      phone: 'Неверный формат номера мобильного телефона',
      address: 'Адрес должен содержать от 5 до 120 символов',
      digits: 'Только цифры',
      image: 'jpg, jpeg или png, до 10 МБ',
    },
    {
      fullName: ['Полное имя', 'Как в вашем документе'],
      areaCode: ['Код страны', 'например, 7'],
      phone: 'Мобильный телефон',
      email: ['Эл. почта', 'Неверный формат эл. почты'],
      emergencyContact: ['Контакт на экстренный случай', 'Имя человека, с которым можно связаться'],
      emergencyPhone: 'Телефон контакта на экстренный случай',
      relationship: ['Кем приходится', 'Выберите, кем вам приходится', 'Выберите, кем приходится'],
      address: ['Постоянный адрес', 'Улица, город, индекс, страна'],
      idPhoto: ['Фото с документом в руках', 'Загрузите фото, на котором вы держите документ'],
      addressProofType: [
        'Вид подтверждения адреса',
        'Выберите документ',
        'Выберите вид подтверждения адреса',
      ],
      addressProof: ['Подтверждение адреса', 'Загрузите подтверждение адреса'],
      video: [
        'Видео для проверки',
        'mp4, wmv, ogg или mov, до 100 МБ; желательно короче 3 минут и качеством выше 360P',
        'Загрузите видео для проверки',
      ],
    },
    {
      classmate: 'Одноклассник',
      family: 'Семья',
      other: 'Другое',
      property_certificate: 'Свидетельство о собственности',
      lease: 'Договор аренды',
      utility_bill: 'Счёт за коммунальные услуги',
    },
  ),
  uk: texts(
    {
      name: 'Має бути від 2 до 30 символів',
      phone: 'Неправильний формат номера мобільного телефону',
      address: 'Адреса має містити від 5 до 120 символів',
      digits: 'Лише цифри',
      image: 'jpg, jpeg або png, до 10 МБ',
    },
    {
      fullName: ["Повне ім'я", 'Як у вашому документі'],
      areaCode: ['Код країни', 'наприклад, 380'],
      phone: 'Мобільний телефон',
      email: ['Ел. пошта', 'Неправильний формат ел. пошти'],
      emergencyContact: ['Контакт для екстрених випадків', "Ім'я людини, з якою можна зв'язатися"],
      emergencyPhone: 'Телефон контакту для екстрених випадків',
      relationship: ['Ким доводиться', 'Оберіть, ким вам доводиться', 'Оберіть, ким доводиться'],
      address: ['Постійна адреса', 'Вулиця, місто, індекс, країна'],
      idPhoto: ['Фото з документом у руках', 'Завантажте фото, на якому ви тримаєте документ'],
      addressProofType: [
        'Вид підтвердження адреси',
        'Оберіть документ',
        'Оберіть вид підтвердження адреси',
      ],
      addressProof: ['Підтвердження адреси', 'Завантажте підтвердження адреси'],
      video: [
        'Відео для перевірки',
        'mp4, wmv, ogg або mov, до 100 МБ; бажано коротше 3 хвилин і якістю вище 360P',
        'Завантажте відео для перевірки',
      ],
    },
    {
      classmate: 'Однокласник',
      family: "Сім'я",
      other: 'Інше',
      property_certificate: 'Свідоцтво про право власності',
      lease: 'Договір оренди',
      utility_bill: 'Рахунок за комунальні послуги',
    },
  ),
  fa: texts(
    {
      name: 'باید بین ۲ تا ۳۰ نویسه باشد',
      phone: 'قالب شماره تلفن همراه نادرست است',
      address: 'طول نشانی باید بین ۵ تا ۱۲۰ نویسه باشد',
      digits: 'فقط رقم',
      image: 'jpg، jpeg یا png، حداکثر ۱۰ مگابایت',
    },
    {
      fullName: ['نام کامل', 'نام شما مطابق مدرک شناسایی'],
      areaCode: ['پیش‌شماره کشور', 'مثلاً ۹۸'],
      phone: 'تلفن همراه',
      email: ['ایمیل', 'قالب ایمیل نادرست است'],
      emergencyContact: ['تماس اضطراری', 'نام کسی که بتوانیم با او تماس بگیریم'],
      emergencyPhone: 'تلفن تماس اضطراری',
      relationship: ['نسبت', 'نسبت خود را با او انتخاب کنید', 'لطفاً نسبت را انتخاب کنید'],
      address: ['نشانی دائمی', 'خیابان، شهر، کد پستی، کشور'],
      idPhoto: [
        'عکس با مدرک شناسایی در دست',
        'لطفاً عکسی که مدرک شناسایی را در دست دارید بارگذاری کنید',
      ],
      addressProofType: [
        'نوع مدرک نشانی',
        'یک مدرک انتخاب کنید',
        'لطفاً نوع مدرک نشانی را انتخاب کنید',
      ],
      addressProof: ['مدرک نشانی', 'لطفاً مدرک نشانی خود را بارگذاری کنید'],
      video: [
        'ویدیوی احراز هویت',
        'mp4، wmv، ogg یا mov، حداکثر ۱۰۰ مگابایت؛ کمتر از ۳ دقیقه و بالاتر از 360P توصیه می‌شود',
        'لطفاً ویدیوی احراز هویت را بارگذاری کنید',
      ],
    },
    {
      classmate: 'هم‌کلاسی',
      family: 'خانواده',
      other: 'سایر',
      property_certificate: 'سند مالکیت',
      lease: 'اجاره‌نامه',
      utility_bill: 'قبض آب، برق یا گاز',
    },
  ),
  es: texts(
    {
      name: 'Debe tener entre 2 y 30 caracteres',
      phone: 'El formato del número de móvil es incorrecto',
      address: 'La dirección debe tener entre 5 y 120 caracteres',
      digits: 'Solo dígitos',
      image: 'jpg, jpeg o png, hasta 10 MB',
    },
    {
      fullName: ['Nombre completo', 'Tu nombre tal como figura en tu documento'],
      areaCode: ['Prefijo', 'p. ej., 34'],
      phone: 'Teléfono móvil',
      email: ['Correo electrónico', 'Formato de correo electrónico incorrecto'],
      emergencyContact: ['Contacto de emergencia', 'Nombre de alguien a quien podamos contactar'],
      emergencyPhone: 'Teléfono del contacto de emergencia',
      relationship: ['Relación', 'Elige qué relación tenéis', 'Elige una relación'],
      address: ['Dirección permanente', 'Calle, ciudad, código postal, país'],
      idPhoto: ['Foto sosteniendo tu documento', 'Sube una foto en la que sostengas tu documento'],
      addressProofType: [
        'Tipo de comprobante de domicilio',
        'Elige un documento',
        'Elige un tipo de comprobante de domicilio',
      ],
      addressProof: ['Comprobante de domicilio', 'Sube tu comprobante de domicilio'],
      video: [
        'Vídeo de verificación',
        'mp4, wmv, ogg o mov, hasta 100 MB; se recomienda menos de 3 minutos y más de 360P',
        'Sube tu vídeo de verificación',
      ],
    },
    {
      classmate: 'Compañero de clase',
      family: 'Familia',
      other: 'Otra',
      property_certificate: 'Escritura de propiedad',
      lease: 'Contrato de alquiler',
      utility_bill: 'Factura de suministros',
    },
  ),
  vi: texts(
    {
      name: 'Cần từ 2 đến 30 ký tự',
      phone: 'Định dạng số điện thoại di động không đúng',
      address: 'Địa chỉ cần dài từ 5 đến 120 ký tự',
      digits: 'Chỉ nhập chữ số',
      image: 'jpg, jpeg hoặc png, tối đa 10 MB',
    },
    {
      fullName: ['Họ và tên', 'Tên của bạn như trên giấy tờ tùy thân'],
      areaCode: ['Mã vùng', 'ví dụ 84'],
      phone: 'Số điện thoại di động',
      email: ['Thư điện tử', 'Định dạng email không đúng'],
      emergencyContact: ['Người liên hệ khẩn cấp', 'Tên người chúng tôi có thể liên hệ'],
      emergencyPhone: 'Số điện thoại người liên hệ khẩn cấp',
      relationship: ['Mối quan hệ', 'Chọn mối quan hệ của bạn với họ', 'Vui lòng chọn mối quan hệ'],
      address: ['Địa chỉ thường trú', 'Đường, thành phố, mã bưu chính, quốc gia'],
      idPhoto: ['Ảnh cầm giấy tờ tùy thân', 'Vui lòng tải lên ảnh bạn cầm giấy tờ tùy thân'],
      addressProofType: [
        'Loại giấy tờ chứng minh địa chỉ',
        'Chọn một loại giấy tờ',
        'Vui lòng chọn loại giấy tờ chứng minh địa chỉ',
      ],
      addressProof: ['Giấy tờ chứng minh địa chỉ', 'Vui lòng tải lên giấy tờ chứng minh địa chỉ'],
      video: [
        'Video xác minh',
        'mp4, wmv, ogg hoặc mov, tối đa 100 MB; nên dưới 3 phút và trên 360P',
        'Vui lòng tải lên video xác minh',
      ],
    },
    {
      classmate: 'Bạn học',
      family: 'Gia đình',
      other: 'Khác',
      property_certificate: 'Giấy chứng nhận quyền sở hữu nhà',
      lease: 'Hợp đồng thuê nhà',
      utility_bill: 'Hóa đơn điện nước',
    },
  ),
  fr: texts(
    {
      name: 'Doit contenir de 2 à 30 caractères',
      phone: 'Le format du numéro de mobile est incorrect',
      address: "L'adresse doit contenir de 5 à 120 caractères",
      digits: 'Chiffres uniquement',
      image: "jpg, jpeg ou png, jusqu'à 10 Mo",
    },
    {
      fullName: ['Nom complet', "Votre nom tel qu'il figure sur votre pièce d'identité"],
      areaCode: ['Indicatif', 'p. ex. 33'],
      phone: 'Téléphone mobile',
      email: ['E-mail', "Format d'e-mail incorrect"],
      emergencyContact: ["Contact d'urgence", "Nom d'une personne que nous pouvons joindre"],
      emergencyPhone: "Téléphone du contact d'urgence",
      relationship: [
        'Lien',
        'Choisissez votre lien avec cette personne',
        'Veuillez choisir un lien',
      ],
      address: ['Adresse permanente', 'Rue, ville, code postal, pays'],
      idPhoto: [
        "Photo avec votre pièce d'identité",
        "Veuillez téléverser une photo de vous tenant votre pièce d'identité",
      ],
      addressProofType: [
        'Type de justificatif de domicile',
        'Choisissez un document',
        'Veuillez choisir un type de justificatif de domicile',
      ],
      addressProof: [
        'Justificatif de domicile',
        'Veuillez téléverser votre justificatif de domicile',
      ],
      video: [
        'Vidéo de vérification',
        "mp4, wmv, ogg ou mov, jusqu'à 100 Mo ; moins de 3 minutes et plus de 360P conseillés",
        'Veuillez téléverser votre vidéo de vérification',
      ],
    },
    {
      classmate: 'Camarade de classe',
      family: 'Famille',
      other: 'Autre',
      property_certificate: 'Titre de propriété',
      lease: 'Bail',
      utility_bill: 'Facture de services publics',
    },
  ),
  pt: texts(
    {
      name: 'Precisa ter de 2 a 30 caracteres',
      phone: 'O formato do número de celular está incorreto',
      address: 'O endereço precisa ter de 5 a 120 caracteres',
      digits: 'Somente dígitos',
      image: 'jpg, jpeg ou png, até 10 MB',
    },
    {
      fullName: ['Nome completo', 'Seu nome como no documento'],
      areaCode: ['Código do país', 'ex.: 55'],
      phone: 'Celular',
      email: ['E-mail', 'Formato de e-mail incorreto'],
      emergencyContact: ['Contato de emergência', 'Nome de alguém que possamos contatar'],
      emergencyPhone: 'Telefone do contato de emergência',
      relationship: ['Parentesco', 'Escolha a relação com essa pessoa', 'Escolha uma relação'],
      address: ['Endereço permanente', 'Rua, cidade, CEP, país'],
      idPhoto: ['Foto segurando seu documento', 'Envie uma foto segurando seu documento'],
      addressProofType: [
        'Tipo de comprovante de endereço',
        'Escolha um documento',
        'Escolha um tipo de comprovante de endereço',
      ],
      addressProof: ['Comprovante de endereço', 'Envie seu comprovante de endereço'],
      video: [
        'Vídeo de verificação',
        'mp4, wmv, ogg ou mov, até 100 MB; recomendado menos de 3 minutos e acima de 360P',
        'Envie seu vídeo de verificação',
      ],
    },
    {
      classmate: 'Colega de classe',
      family: 'Família',
      other: 'Outra',
      property_certificate: 'Escritura do imóvel',
      lease: 'Contrato de aluguel',
      utility_bill: 'Conta de consumo',
    },
  ),
};

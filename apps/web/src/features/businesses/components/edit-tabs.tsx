import { useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { BusinessProfile, BusinessType, Country, IndustryWithCategories } from '@tradeforge/contracts';
import { buttonClass } from '@/components/ui/button';
import { uploadBusinessImage } from '@/lib/business-upload';
import { ApiError } from '@/lib/http';
import { useAddCertificate } from '../api/add-certificate';
import { useDeleteCertificate } from '../api/delete-certificate';
import { useCountryStates } from '../api/get-country-states';
import {
  useUpdateBusinessSection,
  type BusinessSection,
  type SectionBodies,
} from '../api/update-business-section';
import { Field, inputClass } from './fields';
import { ImagePicker } from './image-picker';

const SAVED = 'Saved successfully';
const FAILED = 'Something was wrong, try again please';

const num = (value: string) => (value.trim() === '' ? undefined : Number(value));
const list = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ name }));
const joined = (items: { name: string }[]) => items.map((item) => item.name).join(', ');
const str = (value: string) => (value.trim() ? value.trim() : undefined);

/** One tab's form: sends its section on its own and shows the server's message when it refuses. */
function SectionForm<S extends BusinessSection>({
  businessID,
  section,
  build,
  children,
}: {
  businessID: string;
  section: S;
  build: () => Promise<SectionBodies[S]> | SectionBodies[S];
  children: ReactNode;
}) {
  const save = useUpdateBusinessSection(businessID, section);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="space-y-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError('');
        void (async () => {
          try {
            await save.mutateAsync(await build());
            toast.success(SAVED);
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : FAILED);
            toast.error(FAILED);
          } finally {
            setBusy(false);
          }
        })();
      }}
    >
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <div className="flex justify-end">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

const Wide = ({ children }: { children: ReactNode }) => <div className="sm:col-span-2">{children}</div>;

function TextInput({
  label,
  value,
  onChange,
  type = 'text',
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  required?: boolean;
}) {
  return (
    <Field label={label}>
      {(props) => (
        <input
          {...props}
          type={type}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

function TextArea({
  label,
  value,
  onChange,
  max,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
}) {
  return (
    <Field label={label} hint={`${value.length}/${max}`}>
      {(props) => (
        <textarea
          {...props}
          rows={5}
          maxLength={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function GeneralTab({
  business,
  businessTypes,
  industries,
}: {
  business: BusinessProfile;
  businessTypes: BusinessType[];
  industries: IndustryWithCategories[];
}) {
  const g = business.general;
  const [companyName, setCompanyName] = useState(g.companyName);
  const [businessType, setBusinessType] = useState(g.businessType.code);
  const [industryId, setIndustryId] = useState(g.categories[0]?.industryId ?? g.industry.id);
  const [categories, setCategories] = useState(g.categories.map((category) => category.id));
  const [year, setYear] = useState(g.yearStablished?.toString() ?? '');
  const [employeesMin, setEmployeesMin] = useState(g.totalEmployees?.min?.toString() ?? '');
  const [employeesMax, setEmployeesMax] = useState(g.totalEmployees?.max?.toString() ?? '');
  const [shortDescription, setShortDescription] = useState(g.shortDescription);
  const [generalDescription, setGeneralDescription] = useState(g.generalDescription ?? '');
  const [video, setVideo] = useState(g.video?.url ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const industry = industries.find((item) => item.id === industryId);
  return (
    <SectionForm
      businessID={business.businessID}
      section="general"
      build={async () => ({
        companyName: companyName.trim(),
        businessType: businessType as SectionBodies['general']['businessType'],
        categories: categories.map((category) => `${industryId}.${category}`),
        yearStablished: num(year),
        totalEmployees:
          employeesMin || employeesMax ? { min: num(employeesMin), max: num(employeesMax) } : undefined,
        shortDescription: shortDescription.trim(),
        generalDescription: str(generalDescription),
        video: str(video) ? { url: video.trim() } : undefined,
        profilePhoto: logo ? await uploadBusinessImage(logo) : undefined,
        coverPhoto: cover ? await uploadBusinessImage(cover) : undefined,
      })}
    >
      <Wide>
        <ImagePicker
          label="Cover photo"
          shape="cover"
          file={cover}
          currentUrl={g.coverPhoto?.url}
          onChange={setCover}
          hint="Recommended 200x800."
        />
      </Wide>
      <Wide>
        <ImagePicker
          label="Business logo"
          shape="logo"
          file={logo}
          currentUrl={g.profilePhoto?.url}
          onChange={setLogo}
        />
      </Wide>
      <Wide>
        <TextInput label="Company name" value={companyName} onChange={setCompanyName} required />
      </Wide>
      <Field label="Business type">
        {(props) => (
          <select
            {...props}
            value={businessType}
            onChange={(event) => setBusinessType(event.target.value)}
            className={inputClass}
          >
            {businessTypes.map((item) => (
              <option key={item.code} value={item.code}>
                {item.businessTypeName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Main industry">
        {(props) => (
          <select
            {...props}
            value={industryId}
            onChange={(event) => {
              setIndustryId(event.target.value);
              setCategories([]);
            }}
            className={inputClass}
          >
            {industries.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Main categories</legend>
        <div className="mt-2 grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          {industry?.categories.map((category) => (
            <label key={category.id} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={categories.includes(category.id)}
                onChange={(event) =>
                  setCategories((current) =>
                    event.target.checked
                      ? [...current, category.id].slice(0, 10)
                      : current.filter((v) => v !== category.id),
                  )
                }
                className="size-4 accent-brand-600"
              />
              {category.name}
            </label>
          ))}
        </div>
      </fieldset>
      <TextInput label="Year established" type="number" value={year} onChange={setYear} />
      <div className="grid grid-cols-2 gap-2">
        <TextInput label="Employees (min)" type="number" value={employeesMin} onChange={setEmployeesMin} />
        <TextInput label="Employees (max)" type="number" value={employeesMax} onChange={setEmployeesMax} />
      </div>
      <Wide>
        <TextArea
          label="Short description"
          value={shortDescription}
          onChange={setShortDescription}
          max={600}
        />
      </Wide>
      <Wide>
        <TextArea
          label="General description"
          value={generalDescription}
          onChange={setGeneralDescription}
          max={5000}
        />
      </Wide>
      <Wide>
        <TextInput label="YouTube video link" type="url" value={video} onChange={setVideo} />
      </Wide>
    </SectionForm>
  );
}

export function ContactTab({ business, countries }: { business: BusinessProfile; countries: Country[] }) {
  const c = business.contactInfo;
  const [country, setCountry] = useState(c.country.code);
  const [state, setState] = useState(c.state?.stateID ?? '');
  const [city, setCity] = useState(c.city ?? '');
  const [zipcode, setZipcode] = useState(c.zipcode ?? '');
  const [legal, setLegal] = useState(c.legalAddressEnglish ?? '');
  const [shipping, setShipping] = useState(c.shippingAddressEnglish ?? '');
  const [email, setEmail] = useState(c.email ?? '');
  const [website, setWebsite] = useState(c.website ?? '');
  const [phoneCode, setPhoneCode] = useState(c.phone?.countryCode ?? '');
  const [phone, setPhone] = useState(c.phone?.businessPhoneNumber ?? '');
  const states = useCountryStates(country);
  return (
    <SectionForm
      businessID={business.businessID}
      section="contact"
      build={() => ({
        country,
        state: str(state),
        city: str(city),
        zipcode: str(zipcode),
        legalAddressEnglish: str(legal),
        shippingAddressEnglish: str(shipping),
        email: str(email),
        website: str(website),
        phone:
          phoneCode.trim() && phone.trim()
            ? { countryCode: phoneCode.trim(), businessPhoneNumber: phone.trim() }
            : undefined,
      })}
    >
      <Field label="Country">
        {(props) => (
          <select
            {...props}
            value={country}
            onChange={(event) => {
              setCountry(event.target.value);
              setState('');
            }}
            className={inputClass}
          >
            {countries.map((item) => (
              <option key={item.code} value={item.code}>
                {item.emoji} {item.countryName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="State">
        {(props) => (
          <select
            {...props}
            value={state}
            disabled={!states.data?.length}
            onChange={(event) => setState(event.target.value)}
            className={inputClass}
          >
            <option value="">Select a state</option>
            {states.data?.map((item) => (
              <option key={item.stateID} value={item.stateID}>
                {item.stateName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextInput label="City" value={city} onChange={setCity} />
      <TextInput label="Zip code" value={zipcode} onChange={setZipcode} />
      <Wide>
        <TextInput label="Legal address (in English)" value={legal} onChange={setLegal} />
      </Wide>
      <Wide>
        <TextInput label="Shipping address (in English)" value={shipping} onChange={setShipping} />
      </Wide>
      <TextInput label="Business e-mail" type="email" value={email} onChange={setEmail} />
      <TextInput label="Website" value={website} onChange={setWebsite} />
      <TextInput label="Phone country code" value={phoneCode} onChange={setPhoneCode} />
      <TextInput label="Phone number" type="tel" value={phone} onChange={setPhone} />
    </SectionForm>
  );
}

const CONTRACT = [
  ['OEM', 'OEM'],
  ['ODM', 'ODM'],
  ['PRIVATE_LABEL', 'Private label'],
  ['DESIGN', 'Design'],
] as const;

export function FactoryTab({ business }: { business: BusinessProfile }) {
  const f = business.factory;
  const [facilities, setFacilities] = useState(f.manufacturingFacilities ?? '');
  const [city, setCity] = useState(f.city ?? '');
  const [zipcode, setZipcode] = useState(f.zipcode ?? '');
  const [size, setSize] = useState(f.factorySize?.toString() ?? '');
  const [lines, setLines] = useState(f.numberProductionLines?.toString() ?? '');
  const [contract, setContract] = useState<string[]>(f.contractManufacturing.map((item) => item.code));
  return (
    <SectionForm
      businessID={business.businessID}
      section="factory"
      build={() => ({
        manufacturingFacilities: str(facilities),
        city: str(city),
        zipcode: str(zipcode),
        country: f.country?.code,
        state: f.state?.stateID,
        factorySize: num(size),
        numberProductionLines: num(lines),
        contractManufacturing: contract as SectionBodies['factory']['contractManufacturing'],
      })}
    >
      <Wide>
        <TextArea label="Manufacturing facilities" value={facilities} onChange={setFacilities} max={1000} />
      </Wide>
      <TextInput label="City" value={city} onChange={setCity} />
      <TextInput label="Zip code" value={zipcode} onChange={setZipcode} />
      <TextInput label="Factory size (m²)" type="number" value={size} onChange={setSize} />
      <TextInput label="Number of production lines" type="number" value={lines} onChange={setLines} />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Contract manufacturing</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {CONTRACT.map(([code, label]) => (
            <label key={code} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={contract.includes(code)}
                onChange={(event) =>
                  setContract((current) =>
                    event.target.checked ? [...current, code] : current.filter((v) => v !== code),
                  )
                }
                className="size-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </SectionForm>
  );
}

export function TradeTab({ business }: { business: BusinessProfile }) {
  const t = business.tradeCapabilities;
  const [markets, setMarkets] = useState(joined(t.markets));
  const [languages, setLanguages] = useState(t.spokenLanguages.map((language) => language.code).join(', '));
  const [sales, setSales] = useState(t.totalEmployeesSales?.toString() ?? '');
  const [leadTime, setLeadTime] = useState(t.averageLeadTime?.toString() ?? '');
  return (
    <SectionForm
      businessID={business.businessID}
      section="trade-capabilities"
      build={() => ({
        markets: list(markets),
        spokenLanguages: list(languages).map((item) => item.name),
        totalEmployeesSales: num(sales),
        averageLeadTime: num(leadTime),
      })}
    >
      <Wide>
        <Field label="Main markets" hint="Separated by commas.">
          {(props) => (
            <input
              {...props}
              value={markets}
              onChange={(event) => setMarkets(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </Wide>
      <Wide>
        <Field label="Spoken languages" hint="Language codes separated by commas, e.g. en, es.">
          {(props) => (
            <input
              {...props}
              value={languages}
              onChange={(event) => setLanguages(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </Wide>
      <TextInput label="Sales employees" type="number" value={sales} onChange={setSales} />
      <TextInput label="Average lead time (days)" type="number" value={leadTime} onChange={setLeadTime} />
    </SectionForm>
  );
}

export function TermsTab({ business }: { business: BusinessProfile }) {
  const t = business.businessTerms;
  const [delivery, setDelivery] = useState(joined(t.acceptedDeliveryTerms));
  const [currencies, setCurrencies] = useState(joined(t.acceptedPaymentCurrencies));
  const [packaging, setPackaging] = useState(joined(t.packagingTypes));
  const [payment, setPayment] = useState(joined(t.acceptedPaymentTypes));
  const rows: [string, string, (value: string) => void][] = [
    ['Accepted delivery terms', delivery, setDelivery],
    ['Accepted payment currencies', currencies, setCurrencies],
    ['Packaging types', packaging, setPackaging],
    ['Accepted payment types', payment, setPayment],
  ];
  return (
    <SectionForm
      businessID={business.businessID}
      section="business-terms"
      build={() => ({
        acceptedDeliveryTerms: list(delivery),
        acceptedPaymentCurrencies: list(currencies),
        packagingTypes: list(packaging),
        acceptedPaymentTypes: list(payment),
      })}
    >
      {rows.map(([label, value, set]) => (
        <Wide key={label}>
          <Field label={label} hint="Separated by commas.">
            {(props) => (
              <input
                {...props}
                value={value}
                onChange={(event) => set(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </Wide>
      ))}
    </SectionForm>
  );
}

export function CertificatesTab({ business }: { business: BusinessProfile }) {
  const add = useAddCertificate(business.businessID);
  const remove = useDeleteCertificate(business.businessID);
  const [name, setName] = useState('');
  const [issueDate, setIssueDate] = useState('');
  const [expireDate, setExpireDate] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <div className="space-y-6">
      <form
        className="grid gap-4 rounded-xl bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          setError('');
          void (async () => {
            try {
              await add.mutateAsync({
                name: name.trim(),
                issueDate: str(issueDate),
                expireDate: str(expireDate),
                photo: photo ? await uploadBusinessImage(photo) : undefined,
              });
              toast.success(SAVED);
              setName('');
              setIssueDate('');
              setExpireDate('');
              setPhoto(null);
            } catch (failure) {
              setError(failure instanceof ApiError ? failure.message : FAILED);
              toast.error(FAILED);
            } finally {
              setBusy(false);
            }
          })();
        }}
      >
        <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Add a certificate</h2>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            {error}
          </p>
        )}
        <Wide>
          <TextInput label="Certificate name" value={name} onChange={setName} required />
        </Wide>
        <TextInput label="Issue date" type="date" value={issueDate} onChange={setIssueDate} />
        <TextInput label="Expiry date" type="date" value={expireDate} onChange={setExpireDate} />
        <Wide>
          <ImagePicker label="Certificate photo" shape="cover" file={photo} onChange={setPhoto} />
        </Wide>
        <div className="flex justify-end sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {busy ? 'Saving…' : 'Add certificate'}
          </button>
        </div>
      </form>
      {business.certificates.length === 0 ? (
        <p className="text-sm text-slate-600">No certificates yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {business.certificates.map((certificate) => (
            <li
              key={certificate.id}
              className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
            >
              {certificate.photo && (
                <img src={certificate.photo.url} alt="" className="size-16 rounded object-cover" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{certificate.name}</p>
                <p className="text-xs text-slate-600">
                  {[certificate.issueDate, certificate.expireDate].filter(Boolean).join(' – ')}
                </p>
              </div>
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(certificate.id, {
                    onSuccess: () => toast.success(SAVED),
                    onError: (failure) => toast.error(failure.message || FAILED),
                  })
                }
                className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="sr-only">Delete certificate {certificate.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

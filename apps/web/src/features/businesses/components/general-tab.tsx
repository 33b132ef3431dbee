import { useState } from 'react';
import type { BusinessProfile, BusinessType, IndustryWithCategories } from '@tradeforge/contracts';
import { Field, inputClass, TextInput, TextArea } from '@/components/ui/field';
import { uploadBusinessImage } from '@/lib/business-upload';
import type { SectionBodies } from '../api/update-business-section';
import { ImagePicker } from './image-picker';
import { num, str, SectionForm, Wide } from './edit-tab-kit';

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
